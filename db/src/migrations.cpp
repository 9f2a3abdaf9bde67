#include "migrations.hpp"

#include "shashki/db/database.hpp"

#include <SQLiteCpp/Transaction.h>

#include <array>
#include <string>

namespace shashki::db {

namespace {

// One entry per schema version; entry k takes the schema from version k to k+1. Append only:
// a released step is never edited.
constexpr std::array migration_steps{
    // 0 -> 1: settings of the database itself.
    R"sql(
      CREATE TABLE settings (
        key   TEXT PRIMARY KEY NOT NULL,
        value TEXT NOT NULL
      ) STRICT;
    )sql",
    // 1 -> 2: events, players, rounds, boards, games, clock journals and the audit log. Codes in
    // the CHECKs are the stable codes of the tournament module; dates are ISO text, times UTC.
    R"sql(
      CREATE TABLE events (
        id            INTEGER PRIMARY KEY,
        name          TEXT NOT NULL CHECK (length(trim(name)) > 0),
        start_date    TEXT CHECK (start_date IS NULL OR start_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
        end_date      TEXT CHECK (end_date IS NULL OR (end_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'
                                  AND (start_date IS NULL OR end_date >= start_date))),
        venue         TEXT NOT NULL DEFAULT '',
        chief_arbiter TEXT NOT NULL DEFAULT '',
        arbiters      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(arbiters) AND json_type(arbiters) = 'array'),
        discipline    TEXT NOT NULL CHECK (discipline IN ('classical', 'rapid', 'lightning')),
        time_control  TEXT NOT NULL DEFAULT '',
        system        TEXT NOT NULL CHECK (system IN ('swiss', 'round-robin', 'double-round-robin', 'knockout')),
        rounds        INTEGER NOT NULL CHECK (rounds BETWEEN 1 AND 99),
        scoring       TEXT NOT NULL CHECK (scoring IN ('2-1-0', '1-0.5-0')),
        micro_match   INTEGER NOT NULL CHECK (micro_match IN (0, 1)),
        match_scoring TEXT NOT NULL CHECK (match_scoring IN ('game', 'match')
                                           AND (micro_match = 1 OR match_scoring = 'game')),
        tiebreaks     TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tiebreaks) AND json_type(tiebreaks) = 'array'),
        opening_table TEXT NOT NULL DEFAULT '',
        rule_edition  TEXT NOT NULL DEFAULT ''
      ) STRICT;

      CREATE TABLE players (
        id               INTEGER PRIMARY KEY,
        event_id         INTEGER NOT NULL REFERENCES events (id),
        number           INTEGER NOT NULL CHECK (number >= 1),
        name             TEXT NOT NULL CHECK (length(trim(name)) > 0 AND instr(name, char(10)) = 0),
        rating           INTEGER CHECK (rating IS NULL OR rating BETWEEN 0 AND 4000),
        title            TEXT NOT NULL DEFAULT '' CHECK (title IN ('', 'GMI', 'MI', 'MF', 'GMS', 'MSMK', 'MS', 'KMS',
                                                                    '1', '2', '3', '1j', '2j', '3j')),
        club             TEXT NOT NULL DEFAULT '',
        city             TEXT NOT NULL DEFAULT '',
        federation       TEXT NOT NULL DEFAULT '',
        birth            TEXT CHECK (birth IS NULL OR birth GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
        status           TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'withdrawn')),
        withdrawn_from   INTEGER CHECK (withdrawn_from IS NULL OR withdrawn_from >= 1),
        late_entry_round INTEGER CHECK (late_entry_round IS NULL OR late_entry_round >= 1),
        CHECK ((status = 'withdrawn') = (withdrawn_from IS NOT NULL)),
        UNIQUE (event_id, number),
        UNIQUE (event_id, id)
      ) STRICT;

      CREATE TABLE rounds (
        event_id INTEGER NOT NULL REFERENCES events (id),
        number   INTEGER NOT NULL CHECK (number >= 1),
        state    TEXT NOT NULL CHECK (state IN ('draft', 'published', 'complete', 'locked')),
        PRIMARY KEY (event_id, number)
      ) STRICT;

      -- A board holds two players of its own event, or one with a bye: never both, never neither.
      CREATE TABLE boards (
        event_id INTEGER NOT NULL,
        round    INTEGER NOT NULL,
        number   INTEGER NOT NULL CHECK (number >= 1),
        white    INTEGER NOT NULL,
        black    INTEGER,
        bye      TEXT CHECK (bye IS NULL OR bye IN ('pab', 'half', 'zero')),
        opening  TEXT,
        PRIMARY KEY (event_id, round, number),
        FOREIGN KEY (event_id, round) REFERENCES rounds (event_id, number) ON DELETE CASCADE,
        FOREIGN KEY (event_id, white) REFERENCES players (event_id, id),
        FOREIGN KEY (event_id, black) REFERENCES players (event_id, id),
        CHECK ((black IS NULL) <> (bye IS NULL)),
        CHECK (black IS NULL OR black <> white)
      ) STRICT;
      CREATE UNIQUE INDEX boards_white ON boards (event_id, round, white);
      CREATE UNIQUE INDEX boards_black ON boards (event_id, round, black) WHERE black IS NOT NULL;

      -- One row per game; result NULL until entered. Game 2 of a micro-match is written from its
      -- own White, the board's Black.
      CREATE TABLE games (
        event_id INTEGER NOT NULL,
        round    INTEGER NOT NULL,
        board    INTEGER NOT NULL,
        game     INTEGER NOT NULL CHECK (game IN (1, 2)),
        result   TEXT CHECK (result IS NULL OR result IN ('1-0', '=', '0-1', '+/-', '-/+', '-/-')),
        PRIMARY KEY (event_id, round, board, game),
        FOREIGN KEY (event_id, round, board) REFERENCES boards (event_id, round, number) ON DELETE CASCADE
      ) STRICT;

      -- Clock journal of a game: every event of its clock, in order, replayable.
      CREATE TABLE clock_events (
        event_id    INTEGER NOT NULL,
        round       INTEGER NOT NULL,
        board       INTEGER NOT NULL,
        game        INTEGER NOT NULL,
        seq         INTEGER NOT NULL CHECK (seq >= 1),
        at_ms       INTEGER NOT NULL,
        kind        TEXT NOT NULL CHECK (kind IN ('start', 'press', 'pause', 'resume', 'adjust', 'flag', 'end')),
        side        TEXT CHECK (side IS NULL OR side IN ('white', 'black')),
        reading_ms  INTEGER NOT NULL,
        white_ms    INTEGER NOT NULL,
        black_ms    INTEGER NOT NULL,
        white_moves INTEGER NOT NULL CHECK (white_moves >= 0),
        black_moves INTEGER NOT NULL CHECK (black_moves >= 0),
        reason      TEXT,
        PRIMARY KEY (event_id, round, board, game, seq),
        FOREIGN KEY (event_id, round, board, game) REFERENCES games (event_id, round, board, game) ON DELETE CASCADE
      ) STRICT;

      -- Append-only: who did what when, with the state before and after, as JSON.
      CREATE TABLE audit (
        id       INTEGER PRIMARY KEY,
        at       TEXT NOT NULL CHECK (at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T*Z'),
        arbiter  TEXT NOT NULL CHECK (length(arbiter) > 0),
        action   TEXT NOT NULL CHECK (length(action) > 0),
        event_id INTEGER REFERENCES events (id),
        before   TEXT CHECK (before IS NULL OR json_valid(before)),
        after    TEXT CHECK (after IS NULL OR json_valid(after))
      ) STRICT;
      CREATE INDEX audit_event ON audit (event_id);
      CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit
        BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
      CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit
        BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;

      -- A locked round is final, whatever program writes to the file.
      CREATE TRIGGER rounds_stay_locked BEFORE UPDATE ON rounds WHEN OLD.state = 'locked'
        BEGIN SELECT RAISE(ABORT, 'a locked round cannot change'); END;
      CREATE TRIGGER games_of_locked_rounds BEFORE UPDATE ON games
        WHEN (SELECT state FROM rounds WHERE event_id = NEW.event_id AND number = NEW.round) = 'locked'
        BEGIN SELECT RAISE(ABORT, 'a locked round cannot change'); END;
    )sql",
    // 2 -> 3 (live play): the clock engine's own record kind and value beside the contract's
    // event code, so that a journal replays exactly (GameClock::replay compares every field);
    // the moves of each game; appeals with their ruling and decision; draw offers and claims;
    // per-board exceptions to the event's time control.
    R"sql(
      ALTER TABLE clock_events ADD COLUMN code TEXT
        CHECK (code IS NULL OR code IN ('start', 'press', 'pause', 'resume', 'adjust', 'moves', 'flag', 'end', 'recover'));
      ALTER TABLE clock_events ADD COLUMN value INTEGER NOT NULL DEFAULT 0;

      -- The position a game starts from when it is not the initial one (set up by the judge).
      CREATE TABLE game_starts (
        event_id INTEGER NOT NULL,
        round    INTEGER NOT NULL,
        board    INTEGER NOT NULL,
        game     INTEGER NOT NULL,
        fen      TEXT NOT NULL CHECK (length(fen) > 0),
        PRIMARY KEY (event_id, round, board, game),
        FOREIGN KEY (event_id, round, board, game) REFERENCES games (event_id, round, board, game) ON DELETE CASCADE
      ) STRICT;

      -- The moves of a game, one row per ply, each checked legal before it was stored.
      CREATE TABLE game_moves (
        event_id  INTEGER NOT NULL,
        round     INTEGER NOT NULL,
        board     INTEGER NOT NULL,
        game      INTEGER NOT NULL,
        ply       INTEGER NOT NULL CHECK (ply >= 1),
        notation  TEXT NOT NULL CHECK (length(notation) > 0),
        fen_after TEXT NOT NULL,
        PRIMARY KEY (event_id, round, board, game, ply),
        FOREIGN KEY (event_id, round, board, game) REFERENCES games (event_id, round, board, game) ON DELETE CASCADE
      ) STRICT;

      -- An appeal (6.1.10.3): who and why when opened; the rules core's finding and the judge's
      -- decision, stored together when decided.
      CREATE TABLE appeals (
        id            INTEGER PRIMARY KEY,
        event_id      INTEGER NOT NULL,
        round         INTEGER NOT NULL,
        board         INTEGER NOT NULL,
        game          INTEGER NOT NULL,
        opened_at     TEXT NOT NULL,
        by_side       TEXT NOT NULL CHECK (by_side IN ('white', 'black')),
        reason        TEXT NOT NULL CHECK (length(trim(reason)) > 0),
        fen           TEXT NOT NULL,
        disputed_move TEXT,
        finding       TEXT NOT NULL CHECK (json_valid(finding)),
        decision      TEXT CHECK (decision IS NULL OR decision IN ('upheld', 'rejected')),
        explanation   TEXT,
        adjust_side   TEXT CHECK (adjust_side IS NULL OR adjust_side IN ('white', 'black')),
        adjust_ms     INTEGER,
        decided_at    TEXT,
        CHECK ((decision IS NULL) = (decided_at IS NULL)),
        CHECK ((adjust_side IS NULL) = (adjust_ms IS NULL)),
        FOREIGN KEY (event_id, round, board, game) REFERENCES games (event_id, round, board, game) ON DELETE CASCADE
      ) STRICT;

      -- Draw offers and claims that the rules allowed to be made, the ruling proposed with its
      -- clause and facts, and the outcome.
      CREATE TABLE draw_claims (
        id         INTEGER PRIMARY KEY,
        event_id   INTEGER NOT NULL,
        round      INTEGER NOT NULL,
        board      INTEGER NOT NULL,
        game       INTEGER NOT NULL,
        at         TEXT NOT NULL,
        kind       TEXT NOT NULL CHECK (kind IN ('offer', 'claim')),
        by_side    TEXT NOT NULL CHECK (by_side IN ('white', 'black')),
        ply        INTEGER NOT NULL CHECK (ply >= 0),
        clause     TEXT NOT NULL,
        proposal   TEXT NOT NULL CHECK (proposal IN ('draw', 'no-draw', 'judge')),
        facts      TEXT NOT NULL CHECK (json_valid(facts)),
        outcome    TEXT CHECK (outcome IS NULL OR outcome IN ('accepted', 'declined')),
        decided_at TEXT,
        CHECK ((outcome IS NULL) = (decided_at IS NULL)),
        FOREIGN KEY (event_id, round, board, game) REFERENCES games (event_id, round, board, game) ON DELETE CASCADE
      ) STRICT;

      -- A board that plays another time control than the event's (6.1.9.4), with the reason.
      CREATE TABLE board_controls (
        event_id INTEGER NOT NULL,
        round    INTEGER NOT NULL,
        board    INTEGER NOT NULL,
        control  TEXT NOT NULL CHECK (length(control) > 0),
        reason   TEXT NOT NULL CHECK (length(trim(reason)) > 0),
        PRIMARY KEY (event_id, round, board),
        FOREIGN KEY (event_id, round, board) REFERENCES boards (event_id, round, number) ON DELETE CASCADE
      ) STRICT;
    )sql",
    // 3 -> 4: the latest checkpoint of each running clock (its times every few seconds), so that
    // after a crash recovery offers times at most that old. One row per game, overwritten: the
    // journal keeps the events, this only the last reading between them.
    R"sql(
      CREATE TABLE clock_checkpoints (
        event_id   INTEGER NOT NULL,
        round      INTEGER NOT NULL,
        board      INTEGER NOT NULL,
        game       INTEGER NOT NULL,
        seq        INTEGER NOT NULL CHECK (seq >= 1),
        at_ms      INTEGER NOT NULL,
        reading_ms INTEGER NOT NULL,
        white_ms   INTEGER NOT NULL CHECK (white_ms >= 0),
        black_ms   INTEGER NOT NULL CHECK (black_ms >= 0),
        PRIMARY KEY (event_id, round, board, game),
        FOREIGN KEY (event_id, round, board, game) REFERENCES games (event_id, round, board, game) ON DELETE CASCADE
      ) STRICT;
    )sql",
    // 4 -> 5: the CSV text of an opening table loaded from a file, kept with its event.
    R"sql(
      ALTER TABLE events ADD COLUMN opening_csv TEXT NOT NULL DEFAULT '';
    )sql",
    // 5 -> 6 (corrections and requested byes, C.04.2): how many half-point byes a player may
    // request (0: the regulations allow none); the byes and absences announced for rounds not yet
    // paired; and the chief arbiter's reopenings of locked rounds. A locked round now becomes
    // complete only while a reopening of it with a reason is pending, and that reopening is used
    // up by the change: the recorded reopening stays the one way out of `locked`.
    R"sql(
      ALTER TABLE events ADD COLUMN half_byes INTEGER NOT NULL DEFAULT 0 CHECK (half_byes BETWEEN 0 AND 99);

      CREATE TABLE bye_requests (
        event_id INTEGER NOT NULL,
        round    INTEGER NOT NULL CHECK (round >= 1),
        player   INTEGER NOT NULL,
        kind     TEXT NOT NULL CHECK (kind IN ('half', 'zero')),
        PRIMARY KEY (event_id, round, player),
        FOREIGN KEY (event_id, player) REFERENCES players (event_id, id)
      ) STRICT;

      CREATE TABLE round_reopenings (
        id       INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL,
        round    INTEGER NOT NULL,
        reason   TEXT NOT NULL CHECK (length(trim(reason)) > 0),
        used     INTEGER NOT NULL DEFAULT 0 CHECK (used IN (0, 1)),
        FOREIGN KEY (event_id, round) REFERENCES rounds (event_id, number)
      ) STRICT;

      DROP TRIGGER rounds_stay_locked;
      CREATE TRIGGER rounds_stay_locked BEFORE UPDATE ON rounds
        WHEN OLD.state = 'locked' AND NOT (NEW.state = 'complete' AND EXISTS (
          SELECT 1 FROM round_reopenings r
            WHERE r.event_id = OLD.event_id AND r.round = OLD.number AND r.used = 0))
        BEGIN SELECT RAISE(ABORT, 'a locked round cannot change'); END;
      CREATE TRIGGER round_reopenings_used AFTER UPDATE OF state ON rounds WHEN OLD.state = 'locked'
        BEGIN
          UPDATE round_reopenings SET used = 1 WHERE event_id = OLD.event_id AND round = OLD.number;
        END;
    )sql",
    // 6 -> 7: the tie-break games of a knockout match that ended level (rapid, lightning, a
    // deciding game), in the order played; seq 1 is the match's first game after the regular
    // ones. Written from that game's own White, like games.result. A locked round keeps them.
    R"sql(
      CREATE TABLE tiebreak_games (
        event_id INTEGER NOT NULL,
        round    INTEGER NOT NULL,
        board    INTEGER NOT NULL,
        seq      INTEGER NOT NULL CHECK (seq >= 1),
        stage    TEXT NOT NULL CHECK (stage IN ('rapid', 'lightning', 'deciding')),
        result   TEXT NOT NULL CHECK (result IN ('1-0', '=', '0-1', '+/-', '-/+', '-/-')),
        PRIMARY KEY (event_id, round, board, seq),
        FOREIGN KEY (event_id, round, board) REFERENCES boards (event_id, round, number) ON DELETE CASCADE
      ) STRICT;
      CREATE TRIGGER tiebreak_games_of_locked_rounds BEFORE UPDATE ON tiebreak_games
        WHEN (SELECT state FROM rounds WHERE event_id = NEW.event_id AND number = NEW.round) = 'locked'
        BEGIN SELECT RAISE(ABORT, 'a locked round cannot change'); END;
    )sql",
    // 7 -> 8: the edition of FIDE C.07 an event's tie-breaks follow (2024 or 2026; article 16.4
    // differs). Events stored before it keep the 2026 reading they were computed with.
    R"sql(
      ALTER TABLE events ADD COLUMN tiebreak_edition TEXT NOT NULL DEFAULT '2026'
        CHECK (tiebreak_edition IN ('2024', '2026'));
    )sql",
    // 8 -> 9: presses sent by the boards' devices over the venue network, one row per press
    // sequence of a game's clock, written with the clock_events row it produced (seq, NULL when it
    // was discarded): the device's and the server's measures and the think time charged, so that
    // a judge can see why (docs/clock.md, "Presses from the boards' devices"). journal_seq is the
    // journal's last seq once the press was answered: what the device was told.
    R"sql(
      CREATE TABLE remote_presses (
        event_id    INTEGER NOT NULL,
        round       INTEGER NOT NULL,
        board       INTEGER NOT NULL,
        game        INTEGER NOT NULL,
        device_seq  INTEGER NOT NULL CHECK (device_seq >= 1),
        seq         INTEGER,
        journal_seq INTEGER NOT NULL CHECK (journal_seq >= 0),
        side        TEXT NOT NULL CHECK (side IN ('white', 'black')),
        device_ms   INTEGER NOT NULL CHECK (device_ms >= 0),
        server_ms   INTEGER CHECK (server_ms IS NULL OR server_ms >= 0),
        rtt_ms      INTEGER NOT NULL CHECK (rtt_ms >= 0),
        accepted_ms INTEGER CHECK (accepted_ms IS NULL OR accepted_ms >= 0),
        outcome     TEXT NOT NULL CHECK (outcome IN ('applied', 'clamped-high', 'clamped-low', 'discarded')),
        reason      TEXT CHECK (reason IS NULL OR reason IN ('arbiter', 'flag-fell')),
        CHECK ((outcome = 'discarded') = (seq IS NULL AND accepted_ms IS NULL AND reason IS NOT NULL)),
        CHECK (outcome = 'discarded' OR (reason IS NULL AND server_ms IS NOT NULL)),
        PRIMARY KEY (event_id, round, board, game, device_seq),
        FOREIGN KEY (event_id, round, board, game) REFERENCES games (event_id, round, board, game) ON DELETE CASCADE,
        FOREIGN KEY (event_id, round, board, game, seq)
          REFERENCES clock_events (event_id, round, board, game, seq) ON DELETE CASCADE
      ) STRICT;
    )sql",
    // 9 -> 10: the venue network's board tokens. A token opens one board's clock page of one
    // round; reissuing revokes the old one (revoked_at set) and stores a new row, so at most one
    // token per board is valid. Tied to the round, not to the boards row: a correction rewrites
    // a published round's boards, and the table at the venue keeps its token.
    R"sql(
      CREATE TABLE board_tokens (
        event_id   INTEGER NOT NULL,
        round      INTEGER NOT NULL,
        board      INTEGER NOT NULL CHECK (board >= 1),
        token      TEXT NOT NULL UNIQUE CHECK (length(token) >= 22),
        issued_at  TEXT NOT NULL,
        revoked_at TEXT,
        FOREIGN KEY (event_id, round) REFERENCES rounds (event_id, number)
      ) STRICT;
      CREATE UNIQUE INDEX board_tokens_valid ON board_tokens (event_id, round, board) WHERE revoked_at IS NULL;
    )sql",
    // 10 -> 11: why a clock paused is a column of its own (clock::PauseCause), no longer the
    // start of the reason's text: "pause all: WHY" becomes cause 'all' with reason WHY, an
    // appeal's "appeal: WHY" cause 'appeal' with reason WHY, any other pause cause 'board'.
    // A crash recovery ("recover", logged as a pause) has no cause.
    R"sql(
      ALTER TABLE clock_events ADD COLUMN cause TEXT
        CHECK (cause IS NULL OR cause IN ('board', 'all', 'appeal'));
      UPDATE clock_events SET cause = 'all', reason = substr(reason, 12)
        WHERE coalesce(code, kind) = 'pause' AND side IS NULL AND reason LIKE 'pause all: %';
      UPDATE clock_events SET cause = 'appeal', reason = substr(reason, 9)
        WHERE coalesce(code, kind) = 'pause' AND cause IS NULL AND reason LIKE 'appeal: %';
      UPDATE clock_events SET cause = 'board' WHERE coalesce(code, kind) = 'pause' AND cause IS NULL;
    )sql",
    // 11 -> 12: a board token is no longer kept as text (docs/venue-tokens.md): a row keeps the
    // random nonce the token is made from with the venue key, which lives outside the database,
    // and the SHA-256 of the token, by which an address is looked up. A copy of the file alone
    // then opens no clock. The tokens stored as text before cannot be made again without their
    // nonce: they are revoked (still valid ones now), their text dropped; the next print of the
    // round gives those boards new tokens. migrate() zeroes the freed pages (secure_delete), so
    // the old text does not linger in the file.
    R"sql(
      CREATE TABLE board_tokens_keyed (
        event_id   INTEGER NOT NULL,
        round      INTEGER NOT NULL,
        board      INTEGER NOT NULL CHECK (board >= 1),
        nonce      TEXT CHECK (nonce IS NULL OR (length(nonce) = 32 AND nonce NOT GLOB '*[^0-9a-f]*')),
        digest     TEXT UNIQUE CHECK (digest IS NULL OR (length(digest) = 64 AND digest NOT GLOB '*[^0-9a-f]*')),
        issued_at  TEXT NOT NULL,
        revoked_at TEXT,
        CHECK ((nonce IS NULL) = (digest IS NULL)),
        CHECK (digest IS NOT NULL OR revoked_at IS NOT NULL),
        FOREIGN KEY (event_id, round) REFERENCES rounds (event_id, number)
      ) STRICT;
      INSERT INTO board_tokens_keyed (event_id, round, board, issued_at, revoked_at)
        SELECT event_id, round, board, issued_at, coalesce(revoked_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        FROM board_tokens ORDER BY rowid;
      DROP TABLE board_tokens;
      ALTER TABLE board_tokens_keyed RENAME TO board_tokens;
      CREATE UNIQUE INDEX board_tokens_valid ON board_tokens (event_id, round, board) WHERE revoked_at IS NULL;
    )sql",
    // 12 -> 13: team events (rulebook 6.1.8.1, 6.1.9.1-6.1.9.3; docs/teams.md). An event with a
    // team_events row is a team event: its teams with their rosters (players by starting
    // number), and per round its matches (or a team's bye) with their boards. Scores are in
    // half-units (tournament::TeamScore): 2 match points are 4. Codes are the tournament
    // module's: primary 'match' or 'game', colour preferences 'type-a', 'type-b' or 'none', a
    // match's forfeit (record 330) 'none', 'home', 'away' or 'both'.
    R"sql(
      CREATE TABLE team_events (
        event_id           INTEGER PRIMARY KEY REFERENCES events (id),
        boards_per_match   INTEGER NOT NULL CHECK (boards_per_match BETWEEN 1 AND 20),
        primary_score      TEXT NOT NULL CHECK (primary_score IN ('match', 'game')),
        match_win          INTEGER NOT NULL CHECK (match_win >= 0),
        match_draw         INTEGER NOT NULL CHECK (match_draw >= 0),
        match_loss         INTEGER NOT NULL CHECK (match_loss >= 0),
        bye_match_points   INTEGER NOT NULL CHECK (bye_match_points >= 0),
        bye_board_points   INTEGER NOT NULL CHECK (bye_board_points >= 0),
        colour_preferences TEXT NOT NULL CHECK (colour_preferences IN ('type-a', 'type-b', 'none')),
        board_colours      TEXT NOT NULL CHECK (length(board_colours) >= 1 AND board_colours NOT GLOB '*[^WB]*'),
        initial_colour     TEXT CHECK (initial_colour IS NULL OR initial_colour IN ('white', 'black')),
        tiebreaks          TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tiebreaks) AND json_type(tiebreaks) = 'array')
      ) STRICT;
      CREATE TABLE teams (
        event_id   INTEGER NOT NULL REFERENCES team_events (event_id),
        number     INTEGER NOT NULL CHECK (number >= 1),
        name       TEXT NOT NULL CHECK (length(trim(name)) > 0 AND instr(name, char(10)) = 0),
        short_name TEXT NOT NULL DEFAULT '',
        city       TEXT NOT NULL DEFAULT '',
        captain    TEXT NOT NULL DEFAULT '',
        withdrawn_from INTEGER CHECK (withdrawn_from IS NULL OR withdrawn_from >= 1),
        PRIMARY KEY (event_id, number)
      ) STRICT;
      CREATE TABLE team_members (
        event_id INTEGER NOT NULL,
        team     INTEGER NOT NULL,
        position INTEGER NOT NULL CHECK (position >= 1),
        player   INTEGER NOT NULL,
        PRIMARY KEY (event_id, team, position),
        UNIQUE (event_id, player),
        FOREIGN KEY (event_id, team) REFERENCES teams (event_id, number),
        FOREIGN KEY (event_id, player) REFERENCES players (event_id, number)
      ) STRICT;
      CREATE TABLE team_matches (
        event_id INTEGER NOT NULL,
        round    INTEGER NOT NULL CHECK (round >= 1),
        home     INTEGER NOT NULL,
        away     INTEGER,
        forfeit  TEXT NOT NULL CHECK (forfeit IN ('none', 'home', 'away', 'both')),
        PRIMARY KEY (event_id, round, home),
        FOREIGN KEY (event_id, home) REFERENCES teams (event_id, number),
        FOREIGN KEY (event_id, away) REFERENCES teams (event_id, number),
        CHECK (away IS NULL OR away <> home),
        CHECK (away IS NOT NULL OR forfeit = 'none')
      ) STRICT;
      CREATE UNIQUE INDEX team_matches_away ON team_matches (event_id, round, away) WHERE away IS NOT NULL;
      CREATE TABLE team_match_boards (
        event_id    INTEGER NOT NULL,
        round       INTEGER NOT NULL,
        home        INTEGER NOT NULL,
        board       INTEGER NOT NULL CHECK (board >= 1),
        home_player INTEGER,
        away_player INTEGER,
        home_white  INTEGER NOT NULL CHECK (home_white IN (0, 1)),
        result      TEXT CHECK (result IS NULL OR result IN ('1-0', '=', '0-1', '+/-', '-/+', '-/-')),
        PRIMARY KEY (event_id, round, home, board),
        FOREIGN KEY (event_id, round, home) REFERENCES team_matches (event_id, round, home) ON DELETE CASCADE,
        FOREIGN KEY (event_id, home_player) REFERENCES players (event_id, number),
        FOREIGN KEY (event_id, away_player) REFERENCES players (event_id, number)
      ) STRICT;
    )sql",
    // 13 -> 14: a team round on the clocks (docs/teams.md). Its games become boards of the round
    // (rounds, boards, games), so the clocks, board links, appeals and claims work per board as
    // in an individual event; round_board is the board's number there, and its result is the
    // game's, kept in games only (team_match_boards.result stays NULL for such a board).
    R"sql(
      ALTER TABLE team_match_boards ADD COLUMN round_board INTEGER CHECK (round_board IS NULL OR round_board >= 1);
      CREATE UNIQUE INDEX team_match_boards_round_board ON team_match_boards (event_id, round, round_board)
        WHERE round_board IS NOT NULL;
    )sql",
    // 14 -> 15: micro-matches on a team board (the event's micro_match). second_result is game
    // 2's, written from that game's own White like games.result; NULL for single games and while
    // not entered, and for a board on the clocks, whose game 2 is in games. A team event made
    // before played one game a board whatever its micro-match setting said: it keeps doing so.
    R"sql(
      ALTER TABLE team_match_boards ADD COLUMN second_result TEXT
        CHECK (second_result IS NULL OR second_result IN ('1-0', '=', '0-1', '+/-', '-/+', '-/-'));
      UPDATE events SET micro_match = 0, match_scoring = 'game'
        WHERE micro_match = 1 AND id IN (SELECT event_id FROM team_events);
    )sql",
    // 15 -> 16: byes a team asks for (TRF-2026 record 240). team_matches.bye says which bye a row
    // without an away team is: the pairing's ('pab'), or a requested 'half' or 'zero';
    // team_bye_requests holds the requests for rounds not yet paired, which pairing the round
    // turns into its byes.
    R"sql(
      ALTER TABLE team_matches ADD COLUMN bye TEXT NOT NULL DEFAULT 'pab' CHECK (bye IN ('pab', 'half', 'zero'));
      CREATE TABLE team_bye_requests (
        event_id INTEGER NOT NULL,
        round    INTEGER NOT NULL CHECK (round >= 1),
        team     INTEGER NOT NULL,
        kind     TEXT NOT NULL CHECK (kind IN ('half', 'zero')),
        PRIMARY KEY (event_id, round, team),
        FOREIGN KEY (event_id, team) REFERENCES teams (event_id, number)
      ) STRICT;
    )sql",
    // 16 -> 17: results from the board (docs/venue.md, "Results from the board"). The event's
    // board_results says whether the players' agreed result waits for the arbiter ('confirm') or
    // enters at once ('direct'). result_proposals holds the result a player proposed on the
    // board's device, agreed = 1 once the opponent confirmed it, or the clock's proposal of a
    // fallen flag (source 'clock', by_side the flagged side, agreed from the start); a game's
    // result, however it is entered, supersedes its proposal (the trigger), so a proposal only
    // ever waits.
    R"sql(
      ALTER TABLE events ADD COLUMN board_results TEXT NOT NULL DEFAULT 'confirm'
        CHECK (board_results IN ('confirm', 'direct'));
      CREATE TABLE result_proposals (
        event_id INTEGER NOT NULL,
        round    INTEGER NOT NULL,
        board    INTEGER NOT NULL,
        game     INTEGER NOT NULL,
        result   TEXT NOT NULL CHECK (result IN ('1-0', '=', '0-1')),
        by_side  TEXT NOT NULL CHECK (by_side IN ('white', 'black')),
        agreed   INTEGER NOT NULL CHECK (agreed IN (0, 1)),
        at       TEXT NOT NULL,
        source   TEXT NOT NULL DEFAULT 'players' CHECK (source IN ('players', 'clock')),
        CHECK (source = 'players' OR agreed = 1),
        PRIMARY KEY (event_id, round, board, game),
        FOREIGN KEY (event_id, round, board, game) REFERENCES games (event_id, round, board, game) ON DELETE CASCADE
      ) STRICT;
      CREATE TRIGGER result_proposals_settled AFTER UPDATE OF result ON games WHEN NEW.result IS NOT NULL
      BEGIN
        DELETE FROM result_proposals WHERE event_id = NEW.event_id AND round = NEW.round
          AND board = NEW.board AND game = NEW.game;
      END;
    )sql",
    // 17 -> 18: floor arbiters (docs/venue.md, "Floor arbiters"). An arbiter token opens the
    // floor arbiter's page of its event for the deputy it names, until it is revoked. As for the
    // board tokens, only its nonce and its SHA-256 are kept, never its text.
    R"sql(
      CREATE TABLE arbiter_tokens (
        id         INTEGER PRIMARY KEY,
        event_id   INTEGER NOT NULL REFERENCES events (id),
        name       TEXT NOT NULL CHECK (length(trim(name)) > 0 AND length(name) <= 200),
        nonce      TEXT NOT NULL CHECK (length(nonce) = 32 AND nonce NOT GLOB '*[^0-9a-f]*'),
        digest     TEXT NOT NULL UNIQUE CHECK (length(digest) = 64 AND digest NOT GLOB '*[^0-9a-f]*'),
        issued_at  TEXT NOT NULL,
        revoked_at TEXT
      ) STRICT;
    )sql",
    // 18 -> 19: a sports-rank norm table loaded into the event (docs/norms.md), as its CSV; empty
    // for the table shipped with the program.
    R"sql(
      ALTER TABLE events ADD COLUMN norm_csv TEXT NOT NULL DEFAULT '';
    )sql",
    // 19 -> 20: what the federation's paperwork asks of a player (docs/sections.md): sex (for
    // the sections and prizes of children's events), region and coach (the final protocol); and
    // the event's sections, ranked separately. A section's players are a JSON array of player
    // ids, empty when it filters by sex and year of birth.
    R"sql(
      ALTER TABLE players ADD COLUMN sex TEXT NOT NULL DEFAULT '' CHECK (sex IN ('', 'm', 'f'));
      ALTER TABLE players ADD COLUMN region TEXT NOT NULL DEFAULT '';
      ALTER TABLE players ADD COLUMN coach TEXT NOT NULL DEFAULT '';
      CREATE TABLE sections (
        event_id  INTEGER NOT NULL REFERENCES events (id),
        position  INTEGER NOT NULL,
        name      TEXT NOT NULL CHECK (length(trim(name)) > 0 AND length(name) <= 200),
        sex       TEXT NOT NULL DEFAULT '' CHECK (sex IN ('', 'm', 'f')),
        born_from INTEGER,
        born_to   INTEGER,
        players   TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(players) AND json_type(players) = 'array'),
        PRIMARY KEY (event_id, name),
        UNIQUE (event_id, position)
      ) STRICT;
    )sql",
    // 20 -> 21: prizes (docs/prizes.md): the organiser's list, each for a place in the whole event
    // (section '') or in a section, with its money in whole units (0 for a cup); and whether
    // players sharing a place share the money ('shared') or are given theirs by the event's order
    // ('apart', as events stored before).
    R"sql(
      ALTER TABLE events ADD COLUMN prize_money TEXT NOT NULL DEFAULT 'apart'
        CHECK (prize_money IN ('apart', 'shared'));
      CREATE TABLE prizes (
        event_id INTEGER NOT NULL REFERENCES events (id),
        position INTEGER NOT NULL,
        name     TEXT NOT NULL CHECK (length(trim(name)) > 0 AND length(name) <= 200),
        place    INTEGER NOT NULL CHECK (place >= 1),
        section  TEXT NOT NULL DEFAULT '',
        value    INTEGER NOT NULL DEFAULT 0 CHECK (value >= 0),
        PRIMARY KEY (event_id, position)
      ) STRICT;
    )sql",
    // 21 -> 22: the regulations' pairing bans (docs/pairing-bans.md): the same club or region
    // until a round (one of each per event, no players), a family (two players of the event,
    // until a round or, at 0, for the whole event).
    R"sql(
      CREATE TABLE pairing_bans (
        id          INTEGER PRIMARY KEY,
        event_id    INTEGER NOT NULL REFERENCES events (id),
        ground      TEXT NOT NULL CHECK (ground IN ('same-club', 'same-region', 'family')),
        until_round INTEGER NOT NULL CHECK (until_round >= 0),
        first_player  INTEGER REFERENCES players (id),
        second_player INTEGER REFERENCES players (id),
        CHECK ((ground = 'family') =
               (first_player IS NOT NULL AND second_player IS NOT NULL AND first_player <> second_player))
      ) STRICT;
      CREATE UNIQUE INDEX pairing_bans_one_per_ground ON pairing_bans (event_id, ground)
        WHERE ground <> 'family';
    )sql",
    // 22 -> 23: the event's officials (docs/documents.md): the chief judge, the chief secretary
    // and the deputies with their judges' categories, in the order the documents list them.
    R"sql(
      CREATE TABLE officials (
        event_id INTEGER NOT NULL REFERENCES events (id),
        position INTEGER NOT NULL,
        role     TEXT NOT NULL CHECK (role IN ('chief-judge', 'chief-secretary', 'deputy')),
        name     TEXT NOT NULL CHECK (length(trim(name)) > 0 AND length(name) <= 200),
        category TEXT NOT NULL DEFAULT '' CHECK (category IN ('', 'VK', '1K', '2K', '3K', 'YS')),
        PRIMARY KEY (event_id, position)
      ) STRICT;
    )sql",
    // 23 -> 24: the player register shared by every event of the file (docs/register.md): the
    // federation's list, its search index (FTS5, the text folded by tournament::search_fold;
    // the rowid is the entry's id) and the link of an event's player to the entry he was
    // registered from.
    R"sql(
      CREATE TABLE register_entries (
        id            INTEGER PRIMARY KEY,
        name          TEXT NOT NULL CHECK (length(trim(name)) > 0),
        birth         TEXT,
        birth_year    INTEGER CHECK (birth_year BETWEEN 1900 AND 2100),
        sex           TEXT NOT NULL DEFAULT '' CHECK (sex IN ('', 'm', 'f')),
        title         TEXT NOT NULL DEFAULT '',
        club          TEXT NOT NULL DEFAULT '',
        city          TEXT NOT NULL DEFAULT '',
        region        TEXT NOT NULL DEFAULT '',
        coach         TEXT NOT NULL DEFAULT '',
        federation    TEXT NOT NULL DEFAULT '',
        federation_id TEXT NOT NULL DEFAULT '',
        CHECK (birth IS NULL OR birth_year = CAST(substr(birth, 1, 4) AS INTEGER))
      ) STRICT;
      CREATE INDEX register_entries_federation_id ON register_entries (federation_id)
        WHERE federation_id <> '';
      CREATE INDEX register_entries_name ON register_entries (name, birth_year);
      CREATE INDEX register_entries_year ON register_entries (birth_year, name);
      CREATE VIRTUAL TABLE register_search USING fts5 (name, club, city, prefix = '2 3');
      CREATE TABLE register_links (
        player_id   INTEGER PRIMARY KEY REFERENCES players (id),
        register_id INTEGER NOT NULL REFERENCES register_entries (id)
      ) STRICT;
      CREATE INDEX register_links_entry ON register_links (register_id);
    )sql",
    // 24 -> 25: a player's year of birth when only the year is known (a federation's list often
    // gives no more; docs/register.md), NULL where the date of birth gives it.
    R"sql(
      ALTER TABLE players ADD COLUMN birth_year INTEGER CHECK (birth_year BETWEEN 1900 AND 2100);
    )sql",
};

}  // namespace

int latest_schema_version() {
  return static_cast<int>(migration_steps.size());
}

void migrate(SQLite::Database& sql, const std::filesystem::path& path) {
  const int current = sql.execAndGet("PRAGMA user_version").getInt();
  if (current > latest_schema_version()) {
    throw DatabaseError(
        tournament::Message(N_("the database {file} has schema version {version}, newer than this "
                               "program's {ours}; use a newer Shashki Arbiter"))
            .with("file", path.string())
            .with("version", current)
            .with("ours", latest_schema_version()));
  }
  if (current == latest_schema_version()) return;
  // A step may drop what must not stay readable in the file (the board tokens' text of version
  // 11): deleted content is overwritten with zeros while migrating, and the checkpoint below
  // puts the zeroed pages into the file itself rather than leaving the old ones beside the WAL.
  const int secure_delete = sql.execAndGet("PRAGMA secure_delete").getInt();
  sql.exec("PRAGMA secure_delete = ON");
  for (int version = current; version < latest_schema_version(); ++version) {
    SQLite::Transaction transaction(sql);
    sql.exec(migration_steps[static_cast<std::size_t>(version)]);
    sql.exec("PRAGMA user_version = " + std::to_string(version + 1));
    transaction.commit();
  }
  sql.exec("PRAGMA secure_delete = " + std::to_string(secure_delete));
  (void)sql.execAndGet("PRAGMA wal_checkpoint(TRUNCATE)");
}

}  // namespace shashki::db
