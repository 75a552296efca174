"""Atomic writes keep the mode a plain ``open(path, "w")`` would give (review of round 11:
the temporary file's 0600 replaced a 0644 results file)."""

from __future__ import annotations

import os

from genai_chaos.experiment.journal import write_text


def test_a_new_file_gets_the_umask_mode(tmp_path):
    umask = os.umask(0o022)
    try:
        target = write_text(tmp_path / "new.json", "{}\n")
    finally:
        os.umask(umask)
    # the module read the umask at import; the test's own umask is the usual 022
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask
    assert target.read_text() == "{}\n"


def test_an_existing_file_keeps_its_mode(tmp_path):
    target = tmp_path / "results.json"
    target.write_text("old\n")
    target.chmod(0o640)
    write_text(target, "new\n")
    assert target.stat().st_mode & 0o777 == 0o640 and target.read_text() == "new\n"
    assert [p.name for p in tmp_path.iterdir()] == ["results.json"]  # no temporary left
