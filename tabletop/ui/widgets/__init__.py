"""Small reusable widgets drawn with the theme: buttons, panels, toasts, scrolling text."""
