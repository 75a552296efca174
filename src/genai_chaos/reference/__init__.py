"""The reference RAG service: a real system under test that ships with genai-chaos.

An IT help desk assistant over a shipped knowledge base (305 articles, 159 labelled
questions), with FAISS and BM25 retrieval, wordllama or MiniLM embeddings, a sampling
generator that reports log-probabilities, the guards of the source's flowchart, and a
chaos point at every step. See docs/reference.md.

=====================  =====================================================================
module                 what it holds
=====================  =====================================================================
``corpus``             the articles and questions, word-overlap statistics
``embeddings``         the ``Embedder`` protocol, wordllama and MiniLM backends
``index``              FAISS and BM25 indexes (built once, cached), retrieval metrics
``generator``          the sampling generator, logprobs, output token entropy
``openai_generator``   a generator for any OpenAI-compatible server
``schema``             the answer schema; filling any JSON Schema with an answer
``pipeline``           sanitizer -> retriever with fallback -> generator -> validator
``app``                the Starlette app (/ask, /v1/chat/completions, /v1/embeddings, ...)
``control``            the fault-control endpoint
``verify``             the source's experiment table
=====================  =====================================================================

>>> from genai_chaos.reference.pipeline import Pipeline
>>> Pipeline().ask("my laptop asks for a BitLocker recovery key").retrieval
'vector'
"""
