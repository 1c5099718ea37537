# The ranking of an end-of-game sheet (shared/contracts/final-scoring.md):
# by total, then tie-break, equal both sharing a place. Apart from
# core.sheets (which gives it as sheets.rank) so that a game scored from
# its own state (core/puerto_rico/tally.py) loads no sheet checks.


def rank(players, totals, ties, eligible=None):
    # Ranks with shared places: by total, then tie-break; equal both share.
    n = len(players)
    ranks = []
    for i in range(n):
        better = 0
        for j in range(n):
            if eligible is not None and eligible[j] != eligible[i]:
                if eligible[j]:
                    better += 1
                continue
            if totals[j] > totals[i] or (totals[j] == totals[i] and ties[j] > ties[i]):
                better += 1
        ranks.append(better + 1)
    winners = [players[i]["name"] for i in range(n) if ranks[i] == 1 and (eligible is None or eligible[i])]
    return ranks, winners
