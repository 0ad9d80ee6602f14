"""The one pipeline every door calls: a request in, a result record or an error out.

Doors (doors/cli/, doors/batch/, doors/session/, doors/web/, doors/checks/) parse their own
input and render; what a request means (the hand's text, its options, the rules), its limits
(limits.py), defaults and money rules are decided here once (pipeline.py). options.py is the
live option registry: it turns option values, from any door, into a Situation. build.py says
whether the compiled build runs.
"""

from .pipeline import Pipeline, Scored, score, waits

__all__ = ["Pipeline", "Scored", "score", "waits"]
