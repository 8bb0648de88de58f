-- A practice play starts at a random place in its level's pool and takes the first puzzle from there
-- (in id order, wrapping round) that the player has not played: a few index probes, where sorting the
-- whole pool at random grew with every puzzle added to it. This index serves that walk and replaces
-- the pool index it extends.
create index game_puzzles_pool_order_idx on public.game_puzzles (game_slug, level, id) where pooled;
drop index public.game_puzzles_pool_idx;
