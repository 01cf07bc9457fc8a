"""The menu screens: title, game picker, setup, load list, settings, credits, pause, results, curtain."""
