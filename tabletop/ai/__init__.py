"""Computer opponents: pure Python, seeded, and talking to games only through the rules."""
