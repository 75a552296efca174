"""A tiny application for patch tests: a retriever object and an answer function."""

from __future__ import annotations

CONSTANT = 3


class Retriever:
    def invoke(self, query: str) -> list[str]:
        return ["Reset it from Settings."] if "password" in query else []


retriever = Retriever()


def answer(query: str) -> str:
    docs = retriever.invoke(query)
    return docs[0] if docs else "No exact match found."
