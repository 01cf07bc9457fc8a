# make play | make test | make bench | make soak  -- each creates .venv on first use.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.PHONY: play test bench soak clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	rm -f $(VENV)/.installed-*
	touch $@

play: $(STAMP)
	$(PY) main.py

test: $(STAMP)
	$(HEADLESS) $(PY) -m pytest -q -n 2 --dist loadfile

bench: $(STAMP)
	$(HEADLESS) $(PY) -m tools.bench $(ARGS)

soak: $(STAMP)
	$(HEADLESS) $(PY) -m tools.soak $(ARGS)

clean:
	rm -rf $(VENV) build *.egg-info
