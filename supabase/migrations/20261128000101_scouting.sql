-- Nothing a key learns helps another key (docs/GAMES.md, Fair play; issue 41).
-- A daily issued to a key is recorded against its puzzle with the hashed address, as 'played': a
-- daily won by another key from the same address is then held as pending ('scouted'). These rows
-- are swept with the help records (2 days), and an address alone never marks a result assisted.
alter table public.puzzle_help drop constraint puzzle_help_kind_check;
alter table public.puzzle_help add constraint puzzle_help_kind_check check (kind in ('hint', 'check', 'reveal', 'played'));

-- A practice deal of a hidden-state game that another key had been dealt too (the deal is the
-- puzzle: Solitaire, Mahjong, Crosswords, Word Guesser): counted, never on the boards.
alter table public.game_results add column shared_deal boolean not null default false;
