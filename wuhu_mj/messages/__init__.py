"""Stage 0, messages: what the program says, before and after it is put into words.

Takes a catalog id and its values (`Message`, message.py) from any stage; gives the text in
Chinese or English (`render`, catalog/ holds every text in both, read a part at a time),
the one exception hierarchy (errors.py), every exit status (exits.py), the language in force
(i18n.py) and click's own words as a gettext file (mofile.py). schemas/ is the shapes of the
JSON documents the doors print. Imports nothing of the later stages: every stage may use it.
"""
