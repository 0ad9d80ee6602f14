"""The doors: the ways in, each a thin adapter over the service (wuhu_mj/service/).

Takes what a person or a program brings (a command line, a batch file, an evening's session
text, a file of worked examples, an HTTP request, the page's calls) and gives it back rendered
by output/ in its own form; a door parses its own input and renders, nothing more.

- `checks/`: `wuhu-mj check`, a rulebook's worked examples scored and compared;
- `batch/`: `wuhu-mj batch`, one hand a line, streamed;
- `session/`: `wuhu-mj session`, an evening of hands, the dealer and the ledger;
- `web/`: `wuhu-mj serve` and `wuhu-mj page`, the API and the phone page;
- `cli/`: the `wuhu-mj` command itself;
- `startup.py`: Ctrl-C while the command is still starting.
"""
