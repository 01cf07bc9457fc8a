"""The pygame side: the app loop, the scene stack, menus, the generic board scene and adapters."""
