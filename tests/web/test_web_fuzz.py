"""Issue 24: the HTTP interface fuzzed (hypothesis over paths, methods,
bodies and tokens) against a running server on the loopback address
only. Whatever comes, no answer is a 5xx but the table's own "busy"
(none here) and nothing changes: every request is one the table must
refuse (a wrong or old token, a seat that does not decide, a stale
version), and the game is compared whole before and after."""

import json
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import core
from firmware.games.puerto_rico.table import Table
from tests.web.test_web_server import Loopback, snapshot

ROUTES = ("", "board/events", "static/live.js", "seat/{t}", "seat/{t}/act", "seat/{t}/undo", "seat/{t}/help")


@pytest.fixture(scope="module")
def lb():
    table = Table(core.new_game(["Anne", "Bob", "Cy"], seed=21))
    table.choose(table.options()[0])  # a decision in: version 0 is stale, undo has one to take
    server = Loopback(table)
    server.old = Loopback(Table(core.new_game(["Anne", "Bob", "Cy"], seed=22)))  # another game's tokens
    yield server
    server.old.close()
    server.close()


def tokens(lb):
    """Tokens that may never act: a waiting seat's, another game's, made up."""
    waiting = [s for s in range(3) if s != lb.table.deciding()]
    return st.one_of(
        st.sampled_from([lb.token(s) for s in waiting] + [lb.old.token(0), lb.old.token(1)]),
        st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_%.", max_size=40),
    )


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def bodies():
    fields = st.fixed_dictionaries({"version": json_values, "choice": json_values})
    answers = st.fixed_dictionaries(
        {"version": json_values, "answer": st.sampled_from(["ask", "yes", "no", "", "maybe"])}
    )
    as_json = st.one_of(json_values, fields, answers).map(lambda v: json.dumps(v).encode())
    return st.one_of(st.none(), st.binary(max_size=300), as_json)


def _check(lb, method, path, body):
    before = snapshot(lb.table)
    version = lb.web.decisions
    status, _ = lb.call(method, path, body, {"Content-Type": "application/json"})
    assert status < 500, (method, path, body, status)
    assert snapshot(lb.table) == before and lb.web.decisions == version, (method, path, body)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data(), method=st.sampled_from(["GET", "POST", "PUT", "DELETE", "HEAD"]), body=bodies())
def test_refused_requests_change_nothing_and_never_fail_the_server(lb, data, method, body):
    route = data.draw(st.sampled_from(ROUTES + ("{x}", "seat/{x}/{x}", "{x}/{x}")))
    token = data.draw(tokens(lb))
    junk = data.draw(st.text(max_size=30))
    path = "/" + route.format(t=token, x=quote(junk, safe=""))
    if route.endswith("events") and method == "GET":
        return  # a live stream never ends: its own test reads it
    if method == "POST" and route == "seat/{t}/undo" and token in [lb.token(s) for s in range(3)]:
        # a version from before the current decision: refused (0 is the
        # current one while the table has taken no decision yet)
        body = json.dumps({"version": lb.web.decisions - 1, "answer": "ask"}).encode()
    _check(lb, method, path, body)


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(choice=json_values, version=json_values)
def test_the_deciding_seat_with_a_stale_or_malformed_version_changes_nothing(lb, choice, version):
    if version == lb.web.decisions and not isinstance(version, bool):
        version = -1
    path = "/seat/%s/act" % lb.token(lb.table.deciding())
    _check(lb, "POST", path, json.dumps({"version": version, "choice": choice}).encode())
