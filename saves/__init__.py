"""Saving and loading games: plain JSON, versioned, written atomically, never pickled.

A save holds the format version, the game id, the setup (seats, seed, variants), the list of chosen
options and the full state. Loading replays the log from the setup and refuses a file whose
state contradicts it, so a save can never smuggle in an impossible position. The saves folder is
read as hostile ground: whatever lies there, listing it is quick and never fails.
"""
from .checks import MAX_NAME, SaveError, name_problem, text_problem
from .format import FORMAT_VERSION, MAX_BYTES, Seat, Setup, build, parse
from .ledger import by_table as records_by_table, note as note_result, records, table_bots
from .listing import SaveInfo, delete, list_saves, newest_autosave, verify
from .location import home, location_problem, saves_dir
from .store import Session, load_path, read_settings, save_new, write_settings, keep_settings

__all__ = ["FORMAT_VERSION", "MAX_BYTES", "MAX_NAME", "SaveError", "SaveInfo", "Setup", "Seat",
           "Session", "build", "parse", "home", "list_saves", "load_path", "location_problem",
           "name_problem", "newest_autosave", "note_result", "records", "records_by_table",
           "read_settings", "save_new", "saves_dir", "table_bots", "text_problem",
           "write_settings", "keep_settings", "delete", "verify"]
