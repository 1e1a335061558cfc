"""The command line: parse arguments, call a Session, render tables. No rules here."""
