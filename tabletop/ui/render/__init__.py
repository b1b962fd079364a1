"""Everything drawn: card faces and backs, the felt, themes, fonts and vector emblems."""
