"""Plan the site as data (being split into modules)."""
from .planner import (FeedEntry, NavItem, NextRound, Page, PlanMemo, PlayerRef, SitePlan, TournamentData,
                      format_points, plan_site, prepare_tournament)

__all__ = ["FeedEntry", "NavItem", "NextRound", "Page", "PlanMemo", "PlayerRef", "SitePlan", "TournamentData",
           "format_points", "plan_site", "prepare_tournament"]
