"""A profile page per person (every event with score, rank, performance and rating change, linked both ways with
the event's player page; a rating chart; results against other people) and the player index: every person,
alphabetical by surname, with a search box the page works without."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from generator.core.model import Start
from generator.i18n.catalogues import Translator
from generator.loading.identities import Identity
from generator.loading.players import fold_name
from generator.site import charts
from generator.site.pages.club_views import HeadToHead, IndexEntry, PersonRef, ProfileEvent, Totals
from generator.site.pages.contexts import Page, PlayerIndexContext, ProfileContext
from generator.site.pages.formatting import signed_whole
from generator.site.pages.people import (
    CALENDAR_FILE,
    FEED_FILE,
    PLAYERS_URL,
    Person,
    Played,
    Tally,
    collation_key,
    head_to_head,
    sort_name,
    totals,
)
from generator.site.pages.records import EventRecord
from generator.site.pages.seasons import season_label

HOW = MappingProxyType({"fide": "profile.by_fide", "national": "profile.by_national", "member": "profile.by_member",
                        "name": "profile.by_name", "one": "profile.one_event"})


def ref(person: Person) -> PersonRef:
    return PersonRef(person.name, person.href, person.latest_of("title"))


class ProfileMemo:
    """A build session's profiles (`serve`, `watch`): a person's tallies while he and the records of his events are
    the very same objects, his page while those, the words and the people he met are the same. An edited result
    then plans again only the profiles of that event's players."""

    def __init__(self) -> None:
        self.tallies: dict[str, tuple[Identity, tuple[EventRecord, ...], Tally, dict[str, Tally]]] = {}
        self.pages: dict[str, tuple[tuple[object, ...], tuple[object, ...], Page]] = {}


def profile_pages(people: Sequence[Person], of: Mapping[tuple[str, Start], str], tr: Translator,
                  season_start: int, memo: ProfileMemo | None = None) -> list[Page]:
    """A profile for each person."""
    refs = {person.slug: ref(person) for person in people}
    keys = {slug: collation_key(r.name) for slug, r in refs.items()}
    memo = memo if memo is not None else ProfileMemo()
    pages = [_profile(person, of, refs, keys, tr, season_start, memo) for person in people]
    for gone in memo.pages.keys() - refs.keys():
        del memo.pages[gone]
        memo.tallies.pop(gone, None)
    return pages


def _same(a: Sequence[object], b: Sequence[object]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


def _tallies(person: Person, of: Mapping[tuple[str, Start], str], memo: ProfileMemo) -> tuple[Tally, dict[str, Tally]]:
    records = tuple(p.event for p in person.played)
    kept = memo.tallies.get(person.slug)
    if kept is not None and kept[0] is person.identity and _same(kept[1], records):
        return kept[2], kept[3]
    made = totals(person), head_to_head(person, of)
    memo.tallies[person.slug] = (person.identity, records, *made)
    return made


def _profile(person: Person, of: Mapping[tuple[str, Start], str], refs: Mapping[str, PersonRef],
             keys: Mapping[str, str], tr: Translator, season_start: int, memo: ProfileMemo) -> Page:
    tally, versus = _tallies(person, of, memo)
    met = tuple(sorted(versus, key=lambda slug: (-versus[slug].games, keys[slug], slug)))
    records = tuple(p.event for p in person.played)
    same: tuple[object, ...] = (person.identity, tr, *records)     # kept while the very same objects
    equal = (season_start, refs[person.slug], tuple(refs[slug] for slug in met))   # and these equal
    kept = memo.pages.get(person.slug)
    if kept is not None and _same(kept[0], same) and kept[1] == equal:
        return kept[2]
    identity = person.identity
    context = ProfileContext(
        person=refs[person.slug], fide_id=identity.fide_id, national_id=identity.national_id,
        federation=person.latest_of("federation"), club=person.latest_of("club"),
        recognised=tr(HOW[identity.how], id=identity.fide_id or identity.national_id or ""),
        by_name=bool(identity.by_name),
        events=tuple(_event(played, season_start) for played in reversed(person.played)),
        totals=_totals(len(person.played), tally),
        rating_chart=charts.rating_progression([(p.event.name, p.entry.rating, p.event.day.year if p.event.day
                                                 else None) for p in person.played if p.entry.rating]),
        head_to_head=tuple(_versus(refs[slug], versus[slug]) for slug in met),
        calendar_href=f"{person.href}{CALENDAR_FILE}", feed_href=f"{person.href}{FEED_FILE}")
    events_words = tr.count("profile.count.events", len(person.played))
    page = Page(person.href, person.name, context,
                description=tr("profile.describe", name=person.name, events=events_words,
                               latest=person.played[-1].event.name))
    memo.pages[person.slug] = (same, equal, page)
    return page


def _event(played: Played, season_start: int) -> ProfileEvent:
    event, entry = played.event, played.entry
    return ProfileEvent(event.name, event.href, entry.href, season_label(event, season_start), event.day, entry.team,
                        entry.points, entry.counted, entry.rank_label, len(event.entries), entry.performance,
                        entry.rating, signed_whole(entry.rating_change) if entry.rating_change is not None else "",
                        event.final, event.status, played.by_name,
                        tuple((g.round, g.game_href) for g in entry.games if g.game_href))


def _totals(events: int, tally: Tally) -> Totals:
    percent = f"{float(tally.points / tally.games * 100):.1f}" if tally.games else ""   # shown only
    return Totals(events, tally.games, tally.wins, tally.draws, tally.losses, tally.points, percent)


def _versus(opponent: PersonRef, tally: Tally) -> HeadToHead:
    return HeadToHead(opponent, tally.games, tally.wins, tally.draws, tally.losses, tally.points)


def index_page(people: Sequence[Person], tr: Translator) -> Page:
    """Every person, alphabetical by surname, grouped by the surname's initial."""
    entries = sorted((_entry(person, person.identity.aliases) for person in people),
                     key=lambda e: (collation_key(e.person.name), e.person.href))
    groups: dict[str, list[IndexEntry]] = {}
    for entry in entries:
        groups.setdefault(entry.letter, []).append(entry)
    heading = tr("players.title")
    context = PlayerIndexContext(heading=heading, groups=tuple((k, tuple(v)) for k, v in groups.items()),
                                 count=len(entries))
    return Page(PLAYERS_URL, heading, context, description=tr.count("players.describe", len(entries)))


def _entry(person: Person, aliases: Sequence[str]) -> IndexEntry:
    shown = sort_name(person.name)
    initial = fold_name(shown)[:1].upper()
    letter = initial if initial.isalpha() and initial.isascii() else "#"
    search = " ".join(dict.fromkeys(fold_name(n) for n in (person.name, shown, *aliases,
                                                           *(p.entry.name for p in person.played))))
    return IndexEntry(PersonRef(shown, person.href, person.latest_of("title")), shown, letter, len(person.played),
                      person.played[-1].event.name, search)
