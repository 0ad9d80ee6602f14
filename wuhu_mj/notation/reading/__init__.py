"""Stage 2, reading: a Hand in, every way to read it out.

The one decomposition: each suit's nine counts are split through one precomputed table of
suit splits (suitsplits.py); handview.py combines the suits into readings (a pair and four
sets) and waits; wilds/ reads hands holding wild tiles (Anqing 钻牌) for 0..k jokers per
suit, plus seven pairs and 十三烂. Readings are records (readings.py) the variants price.
"""
