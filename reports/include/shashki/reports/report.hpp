#pragma once

#include "shashki/reports/table.hpp"

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace shashki::reports {

/// Paper orientation on A4: lists are portrait, crosstables landscape.
enum class Orientation { portrait, landscape };

/// The event block printed at the top of every document. Empty fields are left out.
struct TitleBlock {
  std::string event;
  std::string dates;
  std::string venue;
  std::string discipline;
  std::string time_control;
  std::string system;
  std::string chief_arbiter;
};

/// The words a document prints around its data, in the reader's language. The defaults are the
/// English msgids; the app fills a translated copy (reports is core and never calls gettext).
struct Labels {
  std::string dates = "Dates";
  std::string venue = "Venue";
  std::string discipline = "Discipline";
  std::string time_control = "Time control";
  std::string system = "System";
  std::string chief_arbiter = "Chief arbiter";
  std::string secretary = "Chief secretary";
  std::string signature = "signature";
  std::string page = "Page";
  std::string of = "of";
  std::string tiebreaks = "Tie-breaks";

  /// A copy with every label passed through `translate` (the app hands in gettext).
  [[nodiscard]] Labels translated(const std::function<std::string(const std::string&)>& translate) const;
};

/// A signature line: the signer's post and name, as the line under it reads ("Chief judge:
/// Petrov P. (VK)").
struct Signer {
  std::string role;
  std::string name;
  friend bool operator==(const Signer&, const Signer&) = default;
};

/// One line of a card's text: its size relative to the body font, weight and alignment. A line
/// wider than its card wraps.
struct CardLine {
  std::string text;
  double scale = 1.0;
  bool bold = false;
  Align align = Align::centre;
  friend bool operator==(const CardLine&, const CardLine&) = default;
};

/// A piece of a sheet cut or kept on its own: a certificate, a table's place card, a badge.
struct Card {
  std::vector<CardLine> lines;
  bool signatures = false;  ///< the report's signers sign at the foot of the card
  friend bool operator==(const Card&, const Card&) = default;
};

/// How cards are laid out on A4: a grid of columns by rows filling the page inside its margins;
/// with cut marks, short lines in the margins and crosses at the inner corners show where to cut.
struct CardLayout {
  int columns = 1;
  int rows = 1;
  bool cut_marks = false;
};

/// One printable document: what the HTML, PDF and CSV writers take and what the console previews.
struct Report {
  std::string language = "en";  ///< BCP 47 code for the HTML lang attribute
  std::string title;            ///< e.g. "Standings after round 5", with the games pending if any
  int pending_games = 0;        ///< games without a result in the rounds a standings or crosstable counts
  TitleBlock event;
  Labels labels;
  Table table;
  std::vector<std::string> legend;  ///< tie-break legend lines, printed under the table
  std::vector<std::string> notes;   ///< further lines under the legend (left-out players, etc.)
  bool signatures = true;           ///< print the chief arbiter's and secretary's signature lines
  std::string secretary;            ///< name printed on the secretary's line, may be empty
  /// The signature lines when the event's panel is entered (docs/documents.md); empty: the chief
  /// arbiter's and the secretary's as above.
  std::vector<Signer> signers;
  /// Cards (certificates, place cards, badges): when there are some, HTML and PDF print them on
  /// sheets by `layout` instead of the table, which CSV still writes, one row per card.
  std::vector<Card> cards;
  CardLayout layout;
  Orientation orientation = Orientation::portrait;

  /// The signature lines to print: `signers`, else the chief arbiter's and the secretary's.
  [[nodiscard]] std::vector<Signer> signature_lines() const;
  /// The title block as label/value pairs, empty values left out, in print order.
  [[nodiscard]] std::vector<std::pair<std::string, std::string>> event_lines() const;
};

}  // namespace shashki::reports
