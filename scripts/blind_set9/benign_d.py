# Hand-written benign hard negatives, part D. Each entry: (category, text)
L = "benign"
ITEMS = []
def add(cat, *texts):
    for t in texts:
        ITEMS.append((L, cat, t))

