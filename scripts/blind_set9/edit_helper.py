import sys
fn = sys.argv[1]
pairs = eval(open(sys.argv[2]).read())
s = open(fn).read()
for old, new in pairs:
    assert s.count(old) == 1, old
    s = s.replace(old, new)
open(fn, 'w').write(s)
print("replaced", len(pairs))
