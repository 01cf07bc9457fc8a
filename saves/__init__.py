"""Saving and loading games: plain JSON, versioned, written atomically, never pickled.

A save holds the format version, the game id, the setup (seats, seed, variants), the list of chosen
options and the full state. Loading replays the log from the setup and refuses a file whose
state contradicts it, so a save can never smuggle in an impossible position.
"""
from .format import FORMAT_VERSION, SaveError, Setup, Seat, build, parse
from .store import (Session, home, list_saves, load_path, newest_autosave, read_settings,
                    save_new, saves_dir, write_settings)

__all__ = ["FORMAT_VERSION", "SaveError", "Setup", "Seat", "Session", "build", "parse", "home",
           "list_saves", "load_path", "newest_autosave", "read_settings", "save_new",
           "saves_dir", "write_settings"]
