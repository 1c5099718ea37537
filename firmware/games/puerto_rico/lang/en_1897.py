"""What the 1897 edition of Puerto Rico says otherwise in English; every
other key comes from ``en.py``.

There is no English 1897 rulebook among the sources, so English is the
same in both editions: nothing here.
"""

WORDS = {}
