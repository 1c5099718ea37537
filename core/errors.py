# Errors of the rules core: one root, itself a ValueError (MicroPython
# cannot combine two exception bases, so the builtin sits at the root).


class DoubloonError(ValueError):
    # Root of every error raised by doubloon.
    pass


class IllegalAction(DoubloonError):
    # An action the rules forbid now; the state was left untouched.
    #
    # ``rule`` names the rule broken (a short id such as "builder.afford"),
    # the message says it in words a player understands.

    def __init__(self, message, rule="illegal"):
        super().__init__(message)
        self.rule = rule


class BadInput(DoubloonError):
    # Input data (a score sheet, a record line) that cannot be used.
    pass
