"""Stage 1, notation: hand text in, a Hand out (and back to text); reading/ is stage 2.

Takes what a person types (`123m456m789m11p+peng555s`, Chinese numerals and tile words, melds
after `+`, `@seat` feeders) and gives a `Hand`: concealed tiles, the winning tile, melds and
bonus tiles as small integers (tiles.py). Every error names its position in the text
(docs/notation.md). Writes hands back in canonical form for output. reading/ takes a Hand and
gives every way to read it (a pair and sets, with wilds, seven pairs, 十三烂).
"""
