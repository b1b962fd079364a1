"""Test support shipped with the package: the conformance harness every game must pass."""
