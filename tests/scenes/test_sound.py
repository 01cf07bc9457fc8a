"""Sound (scenes/sound.py, scenes/synth.py, scenes/music.py): the table sounds as it shows what
happened, chimes when a person's turn comes, buzzes at a refused move; music loops beneath at a
level of its own; M and Settings set the levels; a machine without an audio device plays
silently and says why."""
import array
import pathlib
import re
import time
from contextlib import contextmanager

import numpy as np
import pygame
import pytest

import rules
from scenes import games, music, sound, synth
from scenes.sound import SoundBoard
from tests.scenes import kit

RULES = pathlib.Path(rules.__file__).parent


def samples(data: bytes) -> array.array:
    out = array.array("h")
    out.frombytes(data)
    return out


@pytest.mark.parametrize("cue", synth.CUES)
def test_every_cue_is_short_quiet_enough_never_to_clip_and_ends_in_silence(cue):
    stereo = samples(synth.render(cue, 44100, 2))
    mono = samples(synth.render(cue, 22050, 1))
    seconds = len(stereo) / 2 / 44100
    assert 0.1 <= seconds <= 3.0
    assert abs(len(mono) / 22050 - seconds) < 0.01
    assert stereo[0::2] == stereo[1::2]               # the same in both ears
    peak = max(abs(v) for v in stereo)
    assert 0.1 * synth.PEAK < peak < 0.75 * synth.PEAK  # audible, with room for three at once
    assert max(abs(v) for v in stereo[-200:]) < 0.01 * synth.PEAK
    assert synth.render(cue, 44100, 2) == synth.render(cue, 44100, 2)


@pytest.mark.parametrize("piece", music.PIECES, ids=lambda p: p.name)
def test_each_piece_is_quiet_stereo_never_clips_and_ends_in_a_breath_of_silence(piece):
    sound_ = np.frombuffer(music.render(piece, 44100, 2), dtype="<i2").reshape(-1, 2) / synth.PEAK
    assert 60 < piece.seconds < 80
    assert piece.seconds + music.REST <= len(sound_) / 44100 <= \
        piece.seconds + music.TAIL + music.REST
    peak = np.abs(sound_).max()
    assert peak == pytest.approx(music.PEAK, abs=0.01)      # room left: cues play over it
    assert 0.03 < np.sqrt((sound_ ** 2).mean()) < 0.2      # a steady background, not a blare
    assert not np.array_equal(sound_[:, 0], sound_[:, 1])  # the chords and the echo are wide
    steps = np.abs(np.diff(sound_, axis=0)).max()
    assert steps < 0.1 and np.abs(sound_[0]).max() < 0.01  # no click, at the start or anywhere
    assert np.abs(sound_[-int(music.REST * 44100):]).max() < 0.001    # the breath
    seconds = [np.sqrt((sound_[k * 44100:(k + 1) * 44100] ** 2).mean())
               for k in range(int(piece.seconds))]
    assert min(seconds) > 0.3 * max(seconds)                 # no gap of silence within it
    mono = np.frombuffer(music.render(piece, 22050, 1), dtype="<i2")
    assert abs(len(mono) / 22050 - len(sound_) / 44100) < 0.01
    assert music.render(piece, 44100, 2) == music.render(piece, 44100, 2)


@pytest.mark.parametrize("piece", music.PIECES, ids=lambda p: p.name)
def test_each_piece_keeps_to_its_key_its_chords_and_its_bars(piece):
    """Every note belongs to the key or to the chord under it (the Gm6's B flat, the E7's G
    sharp); the tune's notes on a strong beat belong to the chord; each bar's tune fills the
    bar; no close chord holds a semitone."""
    for voice, at, midi, _held, _level, _pan in piece.notes():
        if at < piece.seconds:
            pitch = round(midi) % 12
            tones = {t % 12 for t in piece.chords[piece.chord_at(at)]}
            assert pitch in piece.key or pitch in tones, (voice, at, midi)
    for chord, tones in piece.chords.items():
        voiced = piece.voicing(chord)
        assert len(voiced) >= 3 and {t % 12 for t in voiced} <= {t % 12 for t in tones}
        assert all(b - a > 1 for a, b in zip(voiced, voiced[1:])), chord   # no muddy seconds
    assert len(piece.tune) == len(piece.bars)
    for bar, tune in enumerate(piece.tune):
        assert sum(beats for _b, _m, beats in tune) == piece.meter, bar
        assert [b for b, _m, _d in tune] == [sum(d for _b, _m, d in tune[:k])
                                              for k in range(len(tune))], bar
        for beat, midi, _beats in tune:
            if beat in piece.strong:
                chord = piece.chord_at(bar * piece.bar + beat * piece.beat)
                assert midi % 12 in {t % 12 for t in piece.chords[chord]}, (bar, beat, midi)


def test_the_pieces_differ_in_key_metre_and_voice():
    shelf, waltz = music.PIECES
    assert shelf.key != waltz.key and shelf.meter != waltz.meter
    assert shelf.tune_voice != waltz.tune_voice


def test_a_batch_of_events_plays_its_loudest_cue_once():
    assert sound.loudest(["card", None, "coin", "card"]) == "coin"
    assert sound.loudest(["step", "win", "dice"]) == "win"
    assert sound.loudest([None, None]) is None


class FakeClock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def started_board(settings=None) -> SoundBoard:
    board = SoundBoard({} if settings is None else settings)
    assert board.start(wait=True), board.problem       # the dummy audio driver
    board.clock = FakeClock()
    return board


def test_a_started_board_plays_each_cue_at_its_level_without_repeats_or_a_din():
    board = started_board({"sound": 75})
    assert board.ready and board.problem is None
    assert board.play("dice")
    assert board.sounds["dice"].get_volume() == pytest.approx(0.75, abs=0.01)
    assert not board.play("dice")                  # the same cue at once again: dropped
    board.clock.now += sound.MIN_GAP + 0.01
    assert board.play("dice") and board.play("card")
    assert not board.play("coin")                  # a fourth cue within BURST: dropped
    board.clock.now += sound.BURST[1] + 0.01
    assert board.play("coin")
    assert not board.play(None)


def test_the_cues_render_in_the_background_after_the_first_frame():
    board = SoundBoard({})
    board.clock = FakeClock()
    assert board.start() and not board.samples        # the mixer open, nothing rendered yet
    assert not board.play("dice")                      # asked before it is ready: skipped
    board.render_later()
    thread = board.renderer
    board.render_later()                               # once
    assert board.renderer is thread
    thread.join(30)
    assert set(board.samples) == set(synth.CUES) and len(board.music_samples) == 2
    board.clock.now += 1
    assert board.play("dice")


def test_the_music_fades_in_once_rendered_and_follows_its_level():
    settings = {}
    board = SoundBoard(settings)
    board.clock = FakeClock()
    assert board.start() and not board.keep_music()       # nothing rendered yet: no music
    board.render_later()
    board.renderer.join(30)
    assert board.keep_music()
    channel = board.music
    assert channel.id == 0 and channel.get_busy()         # the reserved channel
    assert channel.get_volume() == 0                       # it fades in, frame by frame
    board.clock.now += sound.MUSIC_FADE / 2
    assert not board.keep_music()                          # started once
    assert channel.get_volume() == pytest.approx(sound.DEFAULT_MUSIC / 200, abs=0.01)
    board.clock.now += sound.MUSIC_FADE
    board.keep_music()
    assert channel.get_volume() == pytest.approx(sound.DEFAULT_MUSIC / 100, abs=0.01)
    assert board.play("dice") and board.sounds["dice"].get_num_channels() == 1
    board.set_music_level(75)
    assert channel.get_volume() == pytest.approx(0.75, abs=0.01) and settings["music"] == 75
    board.set_music_level(0)
    assert board.music is None and not board.keep_music()  # off: it stays off
    board.set_music_level(50)
    assert board.keep_music()
    board.clock.now += sound.MUSIC_FADE
    board.keep_music()
    assert board.music.get_volume() == pytest.approx(0.5, abs=0.01)
    off = SoundBoard({"music": 0})
    off.start(wait=True)
    assert not off.keep_music()
    assert SoundBoard({"music": "loud"}).music_level == sound.DEFAULT_MUSIC


def test_the_pieces_follow_one_another():
    board = started_board({"music": 50})
    assert len(board.music_samples) == len(music.PIECES)
    short = [pygame.mixer.Sound(buffer=bytes(4 * 441)) for _ in range(2)]     # 10 ms each
    board.music_samples, board.pieces = None, short
    played = []
    for _ in range(400):                    # the frames of up to two seconds
        if board.keep_music():
            played.append(board.music.get_sound())
        if len(played) == 3:
            break
        time.sleep(0.005)
    assert played == [short[0], short[1], short[0]]


def test_off_is_silent_and_m_comes_back_at_the_levels_it_had():
    settings = {"sound": 75, "music": 50}
    board = started_board(settings)
    assert board.keep_music()
    assert not board.toggle_mute() and settings["sound"] == 0 and settings["music"] == 0
    assert not board.play("card") and not board.recent and board.music is None
    assert board.toggle_mute() and settings["sound"] == 75 and settings["music"] == 50
    assert board.keep_music()
    music_only = SoundBoard({"sound": 0})           # music on, the effects off: M is silence
    assert not music_only.toggle_mute() and music_only.music_level == 0
    assert music_only.toggle_mute() and music_only.level == 0 and \
        music_only.music_level == sound.DEFAULT_MUSIC
    fresh = SoundBoard({"sound": 0, "music": 0})    # all off from the start: M turns it on
    assert fresh.toggle_mute() and fresh.level == sound.DEFAULT_LEVEL
    assert fresh.music_level == sound.DEFAULT_MUSIC
    assert SoundBoard({"sound": "loud"}).level == sound.DEFAULT_LEVEL   # a damaged setting


def test_no_audio_device_means_silence_and_a_reason(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("ALSA: Couldn't open audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    board = SoundBoard({})
    assert not board.start()
    assert "audio device" in board.problem
    assert not board.play("dice")                   # asked for, nothing raised, nothing played
    assert [cue for _t, cue in board.recent] == ["dice"]


def written_kinds(game_id: str) -> set:
    """The event kinds written out in the game's rules (Event("kind", ...), and the other kind
    of an `Event("a" if ... else "b", ...)`)."""
    kinds = set()
    for path in (RULES / game_id).glob("*.py"):
        text = path.read_text()
        kinds |= set(re.findall(r'Event\(\s*"([a-z_0-9]+)"', text))
        kinds |= set(re.findall(r'Event\(\s*"[a-z_0-9]+" if .*? else "([a-z_0-9]+)"', text))
    return kinds


def played_kinds(game, players: int, seed: int) -> set:
    """The event kinds of a whole game of `simple` bots (the shared ones of rules/core too)."""
    state = game.new(players, seed, None)
    bots = [game.bot("simple", s, seed) for s in range(players)]
    kinds = {e.kind for e in state.opening_events()}
    while (decision := state.pending()) is not None:
        kinds |= {e.kind for e in state.apply(bots[decision.seat].choose(
            state.view(decision.seat), decision))}
    return kinds


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_every_event_a_game_can_show_has_a_cue_or_is_silent_on_purpose(game_id):
    game = rules.GAMES[game_id]
    mapping = games.adapter_for(game, kit.setup_for(game_id, 2, 1)).sounds
    written = written_kinds(game_id)
    played = played_kinds(game, 2, 5) | played_kinds(game, min(3, game.max_players), 6)
    assert written and played <= written | set(sound.CORE_SOUNDS), \
        f"events the source scan missed: {sorted(played - written - set(sound.CORE_SOUNDS))}"
    assert written <= set(mapping), f"no sound said for: {sorted(written - set(mapping))}"
    assert set(mapping) <= written, \
        f"sounds for events that no longer exist: {sorted(set(mapping) - written)}"
    assert set(mapping.values()) | set(sound.CORE_SOUNDS.values()) <= set(synth.CUES) | {None}
    assert mapping["game_over"] == "win"


def asked(board) -> list:
    return [cue for _t, cue in board.app.sound.recent]


def test_the_table_rolls_dice_chimes_for_the_persons_turn_and_buzzes_at_a_refusal():
    d, board, match = kit.open_board("hotel_tycoon", 2, seed=4)
    try:
        assert kit.wait_for_human(d, board)
        d.app.sound.recent.clear()
        kit.click_button(d, board, "roll")
        assert kit.wait_for_human(d, board)
        # the roll, then the plane set down; still this person's turn
        assert asked(board)[:2] == ["dice", "step"]
        for _ in range(20):                         # on to the bot's turn and back
            kit.click_button(d, board, match.pending().options[-1].id)
            assert kit.wait_for_human(d, board)
            if "turn" in asked(board):              # the chime: the bot moved in between
                break
        assert "turn" in asked(board)
        d.app.sound.recent.clear()
        d.app.sound.started.clear()
        board.show_toast("refused", kind="error")
        assert asked(board) == ["error"]
    finally:
        d.close()


def test_the_log_rebuilt_after_an_undo_or_a_load_makes_no_sound():
    d, board, match = kit.open_board("kairo", 2, seed=3)
    try:
        assert kit.wait_for_human(d, board)
        d.app.sound.recent.clear()
        board._rebuild_log()
        assert asked(board) == []
    finally:
        d.close()


def test_m_at_the_table_turns_the_sound_off_and_on_and_remembers_it(home):
    import saves
    d, board, match = kit.open_board("kairo", 2, seed=3)
    try:
        assert kit.wait_for_human(d, board)
        d.key(pygame.K_m, unicode="m")
        assert d.app.settings["sound"] == 0 and saves.read_settings()["sound"] == 0
        assert board.toast[0] == "Sound off. M turns it on again."
        d.key(pygame.K_m, unicode="m")
        assert d.app.settings["sound"] == sound.DEFAULT_LEVEL
        assert d.app.settings["music"] == sound.DEFAULT_MUSIC
        assert board.toast[0] == "Sound on (effects 50 %, music 25 %). M turns it off."
    finally:
        d.close()


@contextmanager
def settings_open():
    """(driver, the Settings scene); the window closed afterwards."""
    from tests.scenes.driver import Driver
    d = Driver()
    try:
        d.app.go("settings")
        d.frame()
        yield d, d.top
    finally:
        d.close()


def test_settings_sets_the_level_and_plays_a_sample(home):
    import saves
    with settings_open() as (d, scene):
        assert scene.label("sound") == "50 %"
        assert [label for _v, label, _h in scene.items("sound")] == \
            ["Off", "25 %", "50 %", "75 %", "100 %"]
        scene.choose("sound", 25)
        assert d.app.sound.level == 25 and saves.read_settings()["sound"] == 25
        assert asked(scene) == ["coin"]
        scene.choose("sound", 0)
        assert scene.label("sound") == "Off" and scene.box_text("sound") == "Effects: Off"


def test_settings_sets_the_music_level_in_the_box_beside_the_effects(home):
    import saves
    with settings_open() as (d, scene):
        effects, music_box = scene.box("sound"), scene.box("music")
        assert effects.y == music_box.y and effects.w == music_box.w
        assert effects.right < music_box.x and music_box.right <= 1560
        assert scene.box_text("music") == "Music: 25 %"
        d.click(music_box.center)
        assert d.top.name == "choices"                # its list of levels opens
        d.app.pop()
        scene.choose("music", 75)
        assert d.app.sound.music_level == 75 and saves.read_settings()["music"] == 75
        assert scene.box_text("music") == "Music: 75 %" and asked(scene) == []
        assert ("box", "music") in [item.key for item in scene.focus_items()]


def test_settings_says_in_the_sound_row_when_there_is_no_audio_device(home):
    with settings_open() as (d, scene):
        box = scene.box("sound")
        beside = pygame.Rect(box.x - 420, box.y, 410, box.h)     # the row's title
        quiet = pygame.image.tobytes(pygame.display.get_surface().subsurface(beside), "RGB")
        d.app.sound.problem = "ALSA: Couldn't open audio device"
        d.frame()
        noted = pygame.image.tobytes(pygame.display.get_surface().subsurface(beside), "RGB")
        assert noted != quiet


def test_the_replay_sounds_its_moves_but_never_chimes_a_turn():
    from tests.scenes.test_replay_timeline import open_replay
    d, replay, state = open_replay("hotel_tycoon", 2)
    try:
        replay.jump(0)
        d.frame()
        d.app.sound.recent.clear()
        for _ in range(30):
            replay.go("step")
            d.frames(3)
        cues = [cue for _t, cue in d.app.sound.recent]
        assert "dice" in cues and "turn" not in cues
    finally:
        d.close()
