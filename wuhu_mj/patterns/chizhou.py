"""Chizhou 池州 detectors (RULINGS §4).

Chizhou's 番 (对对胡, 清一色, 混一色, 字一色, 大吊车, 杠开) are all shared detectors in
common.py; the Chizhou scorer feeds them counts of the playing tiles only, so a 发 in
+hua (a flower here) makes no 混一色. The 花 count is not a pattern: it decides whether
the hand may win and lives in variants/chizhou.py.
"""

from __future__ import annotations
