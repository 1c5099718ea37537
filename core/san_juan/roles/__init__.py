# San Juan's roles, one module each: ``start(state)`` (the picked role's
# phase, from its picker), ``legal(state)`` and ``act(state, action)``.
#
# (Comments, not docstrings: MicroPython allocates a docstring's text.)
