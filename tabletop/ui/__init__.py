"""The pygame interface: scenes, the table, rendering and sound."""
