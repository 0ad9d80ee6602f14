"""Rule files compiled into frozen, typed tables (decode.py), the parts every variant shares
(common.py, liability.py)."""
