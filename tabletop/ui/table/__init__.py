"""The generic card-table engine: layout, sprites, interaction index, animation, HUD."""
