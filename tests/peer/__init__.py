"""Peer engines used as test oracles (catanatron)."""
