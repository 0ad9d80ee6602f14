"""The phone page: `wuhu-mj serve` (a web server and JSON API, with the optional extra:
``pip install 'wuhu-mj[web]'``, Starlette and uvicorn) and `wuhu-mj page` (the page as a static
site that runs this package's Python in the browser). Nothing here is imported by the
command-line scorer; browser.py, site.py and pyodide.py import no web server.
"""
