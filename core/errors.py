"""Errors of the rules core: one root, and each leaf also a builtin (as gpiozero)."""


class DoubloonError(Exception):
    """Root of every error raised by doubloon."""


class IllegalAction(DoubloonError, ValueError):
    """An action the rules forbid now; the state was left untouched.

    ``rule`` names the rule broken (a short id such as "builder.afford"),
    the message says it in words a player understands.
    """

    def __init__(self, message, rule="illegal"):
        DoubloonError.__init__(self, message)
        self.rule = rule


class BadInput(DoubloonError, ValueError):
    """Input data (a score sheet, a record line) that cannot be used."""
