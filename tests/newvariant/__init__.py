"""A made-up variant, registered by tests/test_new_variant.py (docs/new-variant.md)."""
