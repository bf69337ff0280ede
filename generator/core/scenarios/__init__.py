"""What is at stake in the next round: exact place ranges, the statements they make, estimated chances.

Pure, above the standings: a `Tournament` and the `Round` being played in, frozen value objects out; a page or a
command only words and formats them."""
