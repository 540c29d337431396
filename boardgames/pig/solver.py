"""The exact optimal policy of Pig, by value iteration (Neller and Presser, 2004).

``P[i][j][k]`` is the chance that the player to move wins, with own score
``i``, the opponent's score ``j`` and turn total ``k`` (``i + k < goal``):

* roll: ``(1 - P[j][i][0]) / 6 + sum over r = 2..6 of P[i][j][k + r] / 6``, where
  a value with ``i + k + r >= goal`` is 1 (the player holds and wins);
* hold (``k > 0``): ``1 - P[j][i + k][0]``, which is 1 once ``i + k >= goal``;
* ``P[i][j][k]`` is the larger of the two.

The states are solved in layers of the score sum ``i + j``, from the highest
down: a hold leads to a larger sum, solved already.  Within a layer, the
table of ``(i, j)`` depends only on the one number ``P[j][i][0]`` (a rolled 1
hands the turn over), and back.  Each pair is a fixed point ``x = F(x)`` of
one variable, solved by the secant method (``F`` is piecewise linear, so a few
steps reach it to the last bit) and then polished by plain iteration.

The same machinery evaluates two fixed policies against each other exactly
(:func:`evaluate`): how often the first player wins.

Examples
--------
>>> from boardgames.pig.solver import solve, evaluate, hold_at
>>> table = solve(20)
>>> round(table[0][0][0], 4)                  # the first player's chance at goal 20
0.6156
>>> round(evaluate(20, "optimal", hold_at(20), table=table), 4) > 0.5
True
"""

from __future__ import annotations

from collections.abc import Callable

Policy = Callable[[int, int, int, int], bool]   # (goal, i, j, k) -> hold?
Table = list[list[list[float]]]


def hold_at(n: int) -> Policy:
    """The policy "hold at a turn total of ``n`` or more, or when holding wins".

    >>> policy = hold_at(20)
    >>> policy(100, 0, 0, 19), policy(100, 0, 0, 20), policy(100, 95, 0, 5)
    (False, True, True)
    """
    def policy(goal: int, i: int, j: int, k: int) -> bool:
        return k >= n or i + k >= goal
    policy.__name__ = f"hold_at_{n}"
    return policy


def _row(goal: int, i: int, j: int, x: float, later: Table, choose: Policy | None) -> list[float]:
    """``P[i][j][k]`` for every k, given ``x = P[j][i][0]`` and the solved ``later`` rows
    (``later[j][i + k][0]``); ``choose`` None: the better move, else that policy's move."""
    n = goal - i
    row = [0.0] * n
    lose = (1.0 - x) / 6.0
    for k in range(n - 1, -1, -1):
        roll = lose
        for r in range(2, 7):
            roll += (row[k + r] if k + r < n else 1.0) / 6.0
        if k == 0:
            row[k] = roll
            continue
        hold = 1.0 - later[j][i + k][0]
        if choose is None:
            row[k] = hold if hold >= roll else roll
        else:
            row[k] = hold if choose(goal, i, j, k) else roll
    return row


def _fixed_point(f: Callable[[float], float]) -> float:
    """The x in [0, 1] with ``f(x) == x`` for a contracting piecewise-linear ``f``."""
    a, fa = 0.5, f(0.5) - 0.5
    b = a + fa
    for _ in range(60):
        fb = f(b) - b
        if fb == 0.0 or fb == fa:
            break
        a, b, fa = b, b - fb * (b - a) / (fb - fa), fb
    for _ in range(60):        # polish: the secant's last step may be off by an ulp or two
        nb = f(b)
        if nb == b:
            break
        b = nb
    return b


def _solve(goal: int, mover: Policy | None, other: Policy | None,
           two: bool) -> tuple[Table, Table]:
    """The win chance tables of the player to move using ``mover`` (A) and using ``other``
    (B), each playing against the other (``two`` False: one table, both play ``mover``)."""
    a: Table = [[[] for _ in range(goal + 6)] for _ in range(goal)]
    b: Table = [[[] for _ in range(goal + 6)] for _ in range(goal)] if two else a
    # a score at or past the goal after a hold: the holder has won, the mover lost
    for t in (a, b):
        for i in range(goal):
            for j in range(goal, goal + 6):
                t[i][j] = [0.0]
    for s in range(2 * goal - 2, -1, -1):
        for i in range(max(0, s - goal + 1), min(goal - 1, s) + 1):
            j = s - i
            if not two and i > j:
                continue

            def f(x: float, i: int = i, j: int = j) -> float:
                # x: P_B[j][i][0]; through A's row at (i, j) to B's row at (j, i)
                mine = _row(goal, i, j, x, b, mover)
                return _row(goal, j, i, mine[0], a, other)[0]

            x = _fixed_point(f)
            a[i][j] = _row(goal, i, j, x, b, mover)
            b[j][i] = _row(goal, j, i, a[i][j][0], a, other)
    return a, b


def solve(goal: int = 100) -> Table:
    """``P[i][j][k]``, the optimal player's chance to win (both play optimally).

    >>> round(solve(10)[0][0][0], 4), round(solve(10)[9][0][0], 4)
    (0.7094, 0.8944)
    """
    return _solve(goal, None, None, False)[0]


def policy_from(table: Table, goal: int) -> list[list[list[int]]]:
    """Per ``(i, j)``: the turn totals ``k`` (from 1 to ``goal - i - 1``) at which the optimal
    move changes between roll and hold, starting from roll.

    >>> policy_from(solve(10), 10)[0][0]       # at 0-0 to 10: roll until the goal is reached
    []
    """
    out = []
    for i in range(goal):
        line = []
        for j in range(goal):
            switches, holding = [], False
            for k in range(1, goal - i):
                h = hold_value(table, goal, i, j, k) >= roll_value(table, goal, i, j, k)
                if h != holding:
                    switches.append(k)
                    holding = h
            line.append(switches)
        out.append(line)
    return out


def roll_value(table: Table, goal: int, i: int, j: int, k: int) -> float:
    """The chance to win by rolling at ``(i, j, k)``, playing optimally afterwards.

    >>> table = solve(10)
    >>> roll_value(table, 10, 0, 0, 0) == table[0][0][0]
    True
    """
    v = (1.0 - table[j][i][0]) / 6.0
    for r in range(2, 7):
        v += (table[i][j][k + r] if i + k + r < goal else 1.0) / 6.0
    return v


def hold_value(table: Table, goal: int, i: int, j: int, k: int) -> float:
    """The chance to win by holding at ``(i, j, k)`` (k > 0).

    >>> hold_value(solve(10), 10, 4, 0, 6)              # holding reaches the goal
    1.0
    """
    return 1.0 if i + k >= goal else 1.0 - table[j][i + k][0]


def bellman_residual(table: Table, goal: int) -> float:
    """The largest gap between ``P`` and the best move's value over every state (0 for the
    optimum).

    >>> bellman_residual(solve(12), 12) < 1e-12
    True
    """
    worst = 0.0
    for i in range(goal):
        for j in range(goal):
            for k in range(goal - i):
                best = roll_value(table, goal, i, j, k)
                if k:
                    best = max(best, hold_value(table, goal, i, j, k))
                worst = max(worst, abs(best - table[i][j][k]))
    return worst


def evaluate(goal: int, first: Policy | str, second: Policy | str,
             table: Table | None = None) -> float:
    """The exact chance that the first player wins when the first plays ``first`` and the
    second ``second`` (a policy, or ``"optimal"``).

    >>> round(evaluate(10, hold_at(4), hold_at(4)), 4)
    0.678
    """
    if first == "optimal" or second == "optimal":
        table = table if table is not None else solve(goal)
        opt = optimal_policy(table, goal)
        first = opt if first == "optimal" else first
        second = opt if second == "optimal" else second
    assert callable(first) and callable(second)
    a, _ = _solve(goal, first, second, True)
    return a[0][0][0]


def optimal_policy(table: Table, goal: int) -> Policy:
    """The optimal policy as a function (ties: hold), its moves worked out once.

    >>> policy = optimal_policy(solve(10), 10)
    >>> policy(10, 0, 0, 6), policy(10, 4, 0, 6)
    (False, True)
    """
    holds = [[[hold_value(table, goal, i, j, k) >= roll_value(table, goal, i, j, k)
               for k in range(goal - i)] for j in range(goal)] for i in range(goal)]

    def policy(goal_: int, i: int, j: int, k: int) -> bool:
        return i + k >= goal or (k > 0 and holds[i][j][k])
    return policy


def encode_policy(switches: list[list[list[int]]]) -> str:
    """The switch points as compact text: one line per own score ``i``, ``(i, j)`` entries
    separated by ``;``, each a comma list of turn totals.

    >>> encode_policy([[[21], [], [3, 9]]])
    '21;;3,9'
    """
    return "\n".join(";".join(",".join(map(str, e)) for e in line) for line in switches)


def decode_policy(text: str) -> list[list[list[int]]]:
    """The inverse of :func:`encode_policy`.

    >>> decode_policy('21;;3,9')
    [[[21], [], [3, 9]]]
    """
    return [[[int(x) for x in e.split(",")] if e else [] for e in line.split(";")]
            for line in text.split("\n")]


def _write_policy_file() -> None:  # pragma: no cover - writes the shipped data file
    """``python -m boardgames.pig.solver``: rewrite ``boardgames/pig/policy100.py``."""
    from importlib import resources
    from pathlib import Path

    goal = 100
    text = encode_policy(policy_from(solve(goal), goal))
    lines = text.split("\n")
    body = "\n".join(f"    {line!r}" for line in lines)
    out = Path(str(resources.files("boardgames.pig").joinpath("policy100.py")))
    out.write_text(
        '"""The optimal Pig policy for the goal 100, written by ``python -m boardgames.pig.solver``\n'
        "(do not edit): one line per own score, :func:`boardgames.pig.solver.encode_policy`'s text."
        '"""\n\nGOAL = 100\nLINES = (\n' + body.replace("\n", ",\n") + ",\n)\n")


if __name__ == "__main__":  # pragma: no cover
    _write_policy_file()
