"""`wuhu-mj serve`: a phone page and a JSON API over the same library the CLI uses.

Needs the optional extra: ``pip install 'wuhu-mj[web]'`` (Starlette and uvicorn). Nothing
here is imported by the command-line scorer.
"""
