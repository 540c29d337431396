"""A rule tried on a bare state, without a whole game (issue #26).

Each rule of Forbidden Jungle is a function over a ``JungleState`` (``state.py``) in the
module named after its part of the rulebook; ``setup.new_state`` deals a state with no
game protocol on top (no ``apply``, no history, no graph), and the test calls the rule
straight.  One test (at least) per rule module, named after the rule.  The basic layout:

    J J J J J        row 0: cells 0-4
    J C J C J        row 1: cells 5-9
    C J . J C        row 2: cells 10-14 (12 is the empty middle)
    J C J C J        row 3: cells 15-19
    J J L J J        row 4: cells 20-24 (22 is Fools' Landing)
"""

from __future__ import annotations

import pytest

from boardgames import IllegalAction
from boardgames.core import Game
from boardgames.forbidden_jungle import (
    adventurers,
    equipment,
    game,
    game_end,
    geometry,
    machines,
    moves,
    setup,
    threats,
)
from boardgames.forbidden_jungle.actions import (
    ActivatePortal,
    ClearAliens,
    Compel,
    Destroy,
    EndTurn,
    Escape,
    Explore,
    Guide,
    Heal,
    Move,
    PassEquipment,
    Remove,
    Slide,
    UseEquipment,
)
from boardgames.forbidden_jungle.config import (
    COMPELLER,
    CONFIGURATOR,
    CRYSTAL,
    DESTRUCT,
    PORTAL,
    TUNNEL,
)
from boardgames.forbidden_jungle.state import JungleState

LANDING, ABOVE, LEFT, RIGHT = 22, 17, 21, 23


def bare(*roles: str, seed: int = 1) -> JungleState:
    state = setup.new_state(players=len(roles), seed=seed, adventurers=list(roles))
    assert type(state) is JungleState and not isinstance(state, Game)
    return state


def test_one_rule_table_gathers_every_part():
    parts = (moves, adventurers, machines, equipment, threats, game_end)
    assert sum(len(p.RULES) for p in parts) == len(game.RULES) == 15
    for part in parts:
        for cls, rule in part.RULES.items():
            assert game.RULES[cls] is rule and rule.__module__ == part.__name__


# ------------------------------------------------------------------ setup, geometry
def test_new_state_deals_every_adventurer_onto_fools_landing():
    state = bare("Navigator", "Explorer", "Healer")
    assert state.pos == [LANDING] * 3 and state.turn == 1 and state.phase == "actions"
    assert state.num[LANDING] == 1 and state.num[12] == -1


def test_remove_tile_returns_what_was_on_it_to_the_supply():
    state = bare("Navigator", "Explorer")
    supply = state.supply[:]
    state.eggs[ABOVE], state.adults[ABOVE] = 2, 1
    state.supply[0] -= 2
    state.supply[2] -= 1
    state.web[state.cfg.edge[ABOVE][1]] = 1       # a web on its right side
    state.supply[3] -= 1
    geometry.remove_tile(state, ABOVE)
    assert state.num[ABOVE] == -1 and state.removed == [0] and state.supply == supply


# ------------------------------------------------------------------------ moves
def test_move_steps_to_an_adjacent_tile_for_one_action():
    state = bare("Navigator", "Explorer")
    moves.move(state, Move((3, 2)))
    assert state.pos[0] == ABOVE and state.actions_left == 3


def test_move_is_blocked_by_a_web_on_the_side_between():
    state = bare("Navigator", "Explorer")
    state.web[state.cfg.edge[LANDING][0]] = 1     # the up side of Fools' Landing
    with pytest.raises(IllegalAction, match="blocked by webs"):
        moves.move(state, Move((3, 2)))
    assert state.pos[0] == LANDING and state.actions_left == 4


def test_move_explorer_takes_two_steps():
    state = bare("Explorer", "Navigator")
    moves.move(state, Move((3, 1)))               # up, then left
    assert state.pos[0] == 16 and state.actions_left == 3


def test_move_tunnel_to_tunnel():
    state = bare("Navigator", "Explorer")
    state.features[LANDING] |= TUNNEL             # as if Fools' Landing had a tunnel
    geometry.place_tile(state, 0, next(n for n, f in state.cfg.tile_features.items()
                                       if f & TUNNEL))
    assert 0 in moves.move_targets(state, 0)
    moves.move(state, Move((0, 0)))
    assert state.pos[0] == 0


def test_explore_turns_the_tile_over_and_draws_its_equipment():
    state = bare("Navigator", "Explorer")
    state.pos[0] = ABOVE
    with_card = next(n for n in state.pools[state.back[ABOVE]]
                     if state.cfg.tile[n]["equipment"])
    state.chance.forced.append(("tile", with_card))
    moves.explore(state, Explore())
    assert state.num[ABOVE] == with_card and len(state.hands[0]) == 1


def test_remove_a_web_from_your_tile():
    state = bare("Navigator", "Explorer")
    state.web[state.cfg.edge[LANDING][1]] = 2
    state.supply[3] -= 2
    moves.remove(state, Remove("web", "right"))
    assert state.web[state.cfg.edge[LANDING][1]] == 1 and state.supply[3] == 23


# ------------------------------------------------------------------ adventurers
def test_guide_moves_another_adventurer_two_tiles():
    state = bare("Navigator", "Healer")
    adventurers.guide(state, Guide("Healer", (3, 1)))
    assert state.pos == [LANDING, 16] and state.actions_left == 3


def test_guide_is_only_for_the_navigator():
    state = bare("Healer", "Navigator")
    with pytest.raises(IllegalAction, match="only the Navigator"):
        adventurers.guide(state, Guide("Navigator", (3, 2)))


def test_heal_restores_full_health():
    state = bare("Healer", "Explorer")
    state.hp[1] = 1
    adventurers.heal(state, Heal("Explorer"))
    assert state.hp[1] == state.cfg.health["Explorer"]


def test_clear_aliens_biologist():
    state = bare("Biologist", "Explorer")
    state.hatchlings[LANDING], state.adults[LANDING] = 2, 1
    adventurers.clear_aliens(state, ClearAliens())
    assert state.hatchlings[LANDING] == state.adults[LANDING] == 0


# --------------------------------------------------------------------- machines
def test_slide_moves_a_tile_and_its_adventurers():
    state = bare("Navigator", "Explorer")
    state.features[LANDING] = CONFIGURATOR
    state.pos[1] = 7                                  # the Explorer on (1, 2)
    machines.slide(state, Slide((1, 2), "down", 1))
    assert state.num[7] == -1 and state.num[12] == 0 and state.pos[1] == 12


def test_compel_moves_every_alien_of_a_tile():
    state = bare("Navigator", "Explorer")
    state.features[LANDING] = COMPELLER
    state.hatchlings[ABOVE], state.adults[ABOVE] = 1, 2
    machines.compel(state, Compel((3, 2), (4, 2)))
    assert (state.hatchlings[LANDING], state.adults[LANDING]) == (1, 2)


def test_destroy_never_removes_a_tile_with_adventurers():
    state = bare("Navigator", "Explorer")
    state.features[LANDING] = DESTRUCT
    state.pos[1] = ABOVE
    with pytest.raises(IllegalAction, match="never remove a tile with adventurers"):
        machines.destroy(state, Destroy((3, 2)))


def test_activate_portal_needs_an_illuminated_crystal_on_each_side():
    state = bare("Navigator", "Explorer")
    state.features[ABOVE] = PORTAL
    state.pos = [ABOVE, ABOVE]
    with pytest.raises(IllegalAction, match="illuminated crystal"):
        machines.activate_portal(state, ActivatePortal())
    for n in state.cfg.neighbour[ABOVE]:
        state.num[n], state.features[n] = 19, CRYSTAL
    machines.activate_portal(state, ActivatePortal())
    assert state.outcome == "escaped" and state.phase == "over"


# -------------------------------------------------------------------- equipment
def test_pass_equipment_only_on_the_same_tile():
    state = bare("Navigator", "Explorer")
    state.hands[0].append("Jet Pack")
    state.pos[1] = ABOVE
    with pytest.raises(IllegalAction, match="same tile"):
        equipment.pass_equipment(state, PassEquipment("Navigator", "Explorer", "Jet Pack"))
    state.pos[1] = LANDING
    equipment.pass_equipment(state, PassEquipment("Navigator", "Explorer", "Jet Pack"))
    assert state.hands == [[], ["Jet Pack"]]


def test_use_equipment_jet_pack_flies_to_any_tile():
    state = bare("Navigator", "Explorer")
    state.hands[1].append("Jet Pack")
    equipment.use_equipment(state, UseEquipment("Explorer", "Jet Pack", (0, 0)))
    assert state.pos[1] == 0 and state.used == ["Jet Pack"] and state.actions_left == 4


# ---------------------------------------------------------------------- threats
def test_end_turn_draws_the_threat_rate_and_passes_the_turn():
    state = bare("Navigator", "Explorer")
    rate = threats.threat_rate(state)
    threats.end_turn(state, EndTurn())
    assert len(state.threat_log) == rate and state.seat == 1 and state.turn == 2


def test_resolve_threat_spawn_lays_an_egg_by_each_adult():
    state = bare("Navigator", "Explorer")
    before = state.eggs[:]
    threats.resolve_threat(state, threats.THREAT_INDEX["Spawn"])
    assert state.eggs == [e + a for e, a in zip(before, state.adults, strict=True)]


def test_collapse_starts_an_escape_from_the_fallen_tile():
    state = bare("Navigator", "Explorer")
    threats.collapse(state)
    assert state.phase == "escape" and state.escaping == [0, 1] and state.pit == LANDING


# --------------------------------------------------------------------- game end
def test_escape_to_a_tile_next_to_the_fallen_one():
    state = bare("Navigator", "Explorer")
    threats.collapse(state)
    with pytest.raises(IllegalAction, match="not a tile adjacent"):
        game_end.escape(state, Escape("Navigator", (0, 0)))
    game_end.escape(state, Escape("Navigator", (3, 2)))
    game_end.escape(state, Escape("Explorer", (4, 1)))
    assert state.phase == "actions" and state.pos == [ABOVE, LEFT] and state.pit == -1


def test_finish_ends_the_game():
    state = bare("Navigator", "Explorer")
    game_end.finish(state, "overrun", "no eggs were left")
    assert (state.phase, state.outcome, state.draws_left) == ("over", "overrun", 0)
