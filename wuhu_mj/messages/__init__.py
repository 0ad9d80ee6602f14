"""Messages: errors and every text a person reads, in Chinese and English.

errors.py is the one exception hierarchy; i18n*.py hold the language in force and the
catalog of texts.
"""
