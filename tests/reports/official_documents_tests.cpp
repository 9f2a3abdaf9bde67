// The documents the chief judge signs (docs/documents.md): golden HTML and CSV of the final
// protocol, the chief judge's report, the certificates, the place cards and the badges of a
// round robin whose norms tests/tournament/rank_norms_tests.cpp computes by hand; the PDFs read
// back (text and page count).
#include <boost/test/unit_test.hpp>

#include "pdf_probe.hpp"
#include "sample_reports.hpp"
#include "tournament_builder.hpp"

#include "shashki/reports/csv_writer.hpp"
#include "shashki/reports/html_writer.hpp"
#include "shashki/reports/official_documents.hpp"
#include "shashki/reports/pdf_writer.hpp"
#include "shashki/tournament/rank_norms.hpp"

using namespace shashki::reports;
namespace tn = shashki::tournament;

namespace {

// Eight players, P0 without a rank, then 1, 2, 2, 3, 3, 1j, 2j; P0 beats numbers 6-8 and loses to
// 2-5, every other game drawn: P0 earns 2j, P4 confirms his 3, P7 his 2j (docs/norms.md).
tn::Tournament league() {
  shashki::test::TournamentBuilder builder(tn::PairingSystem::round_robin, 7);
  for (int k = 0; k < 8; ++k) builder.player("P" + std::to_string(k) + ", X");
  // Berger-like rounds: every pair meets once over seven rounds (circle method).
  std::vector<int> circle = {1, 2, 3, 4, 5, 6, 7, 8};
  for (int r = 0; r < 7; ++r) {
    std::string boards;
    for (int b = 0; b < 4; ++b) {
      const int white = circle[static_cast<std::size_t>(b)];
      const int black = circle[static_cast<std::size_t>(7 - b)];
      std::string result = "=";
      if (white == 1) result = black >= 6 ? "1-0" : "0-1";
      if (black == 1) result = white >= 6 ? "0-1" : "1-0";
      boards +=
          (boards.empty() ? "" : ", ") + std::to_string(white) + "-" + std::to_string(black) + " " + result;
    }
    builder.round(boards);
    std::rotate(circle.begin() + 1, circle.end() - 1, circle.end());
  }
  tn::Tournament t = builder.build();
  const tn::Title titles[] = {tn::Title::none,         tn::Title::first,        tn::Title::second,
                              tn::Title::second,       tn::Title::third,        tn::Title::third,
                              tn::Title::first_junior, tn::Title::second_junior};
  for (std::size_t k = 0; k < 8; ++k) {
    auto& p = t.players[k];
    p.title = titles[k];
    p.birth = std::chrono::year_month_day{std::chrono::year{2010 + static_cast<int>(k)}, std::chrono::March,
                                          std::chrono::day{1}};
    p.sex = k % 2 == 0 ? tn::Sex::male : tn::Sex::female;
    p.region = "Татарстан";
    p.city = "Казань";
    p.club = "Дебют";
    p.coach = "Тренеров Т. Т.";
  }
  t.event.name = "Первенство города";
  t.event.venue = "Казань";
  t.event.chief_arbiter = "Петров П. П.";
  t.officials = {{tn::OfficialRole::chief_judge, "Петров П. П.", tn::JudgeCategory::all_russian},
                 {tn::OfficialRole::chief_secretary, "Иванова И. И.", tn::JudgeCategory::first},
                 {tn::OfficialRole::deputy, "<b>Deputy</b>", tn::JudgeCategory::second}};
  return t;
}

struct Built {
  std::string name;
  Report report;
};

std::vector<Built> documents() {
  const tn::Tournament t = league();
  const tn::Standings standings = tn::compute_standings(t);
  const tn::NormReport norms = tn::compute_norms(t, tn::shipped_norm_table());
  ArbiterRecord record;
  tn::AppealRow appeal;
  appeal.key.round = 3;
  appeal.key.board = 2;
  appeal.reason = "a capture not completed";
  appeal.decision = tn::AppealVerdict::upheld;
  record.appeals = {appeal};
  record.draw_claims = 1;
  const ReportOptions options;
  return {{"final_protocol", final_protocol_report(t, standings, norms, options)},
          {"round_protocol", round_protocol_report(t, options)},
          {"judges_report", judges_report(t, standings, {{"", norms}}, record, options)},
          {"certificates", certificates_report(t, standings, norms, options)},
          {"place_cards", place_cards_report(t, options)},
          {"badges", badges_report(t, options)}};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(official_documents_tests)

BOOST_AUTO_TEST_CASE(every_document_matches_its_golden_html_and_csv) {
  for (const Built& built : documents()) {
    const std::string differences = samples::golden_differences(built.report, built.name);
    BOOST_TEST(differences.empty(), built.name << ": " << differences);
  }
}

BOOST_AUTO_TEST_CASE(the_protocol_carries_the_rank_earned_and_the_judges_with_their_categories) {
  const auto built = documents();
  const Report& protocol = built[0].report;
  BOOST_TEST((protocol.orientation == Orientation::landscape));
  std::vector<std::string> earned;
  for (const Row& row : protocol.table.body) {
    if (!row.cells.back().text.empty()) earned.push_back(row.cells[1].text + ": " + row.cells.back().text);
  }
  // By hand (docs/norms.md): P0 meets 2j; P4 and P7 confirm their own ranks.
  BOOST_TEST(earned.size() == 3u);
  BOOST_TEST(std::count(earned.begin(), earned.end(), "P0, X: 2nd jun.") == 1);
  BOOST_TEST(std::count(earned.begin(), earned.end(), "P4, X: 3rd cat. (confirmed)") == 1);
  BOOST_TEST(std::count(earned.begin(), earned.end(), "P7, X: 2nd jun. (confirmed)") == 1);
  const auto signers = protocol.signature_lines();
  BOOST_REQUIRE(signers.size() == 2u);
  BOOST_TEST(signers[0].role == "Chief judge");
  BOOST_TEST(signers[0].name == "Петров П. П. (VK)");
  BOOST_TEST(signers[1].name == "Иванова И. И. (1K)");
}

BOOST_AUTO_TEST_CASE(one_certificate_per_rank_earned_or_confirmed_and_none_without_a_norm) {
  const auto built = documents();
  const Report& certificates = built[3].report;
  BOOST_TEST(certificates.cards.size() == 3u);
  BOOST_TEST(certificates.table.body.size() == 3u);
  tn::Tournament weak = league();
  for (auto& p : weak.players) p.title = tn::Title::none;  // no rank is open to a field of none
  const auto norms = tn::compute_norms(weak, tn::shipped_norm_table());
  BOOST_TEST(certificates_report(weak, tn::compute_standings(weak), norms, {}).cards.empty());
}

BOOST_AUTO_TEST_CASE(every_pdf_reads_back_with_its_pages_and_texts) {
  const std::map<std::string, int> pages = {{"certificates", 3}, {"place_cards", 2}, {"badges", 2}};
  for (const Built& built : documents()) {
    BOOST_TEST_INFO(built.name);
    const auto file = samples::pages_dir() / (built.name + ".pdf");
    const PdfSummary summary = write_pdf(built.report, file);
    samples::first_page_png(file);
    const auto probe = samples::probe_pdf(file);
    BOOST_TEST(probe.pages == summary.pages);
    if (const auto it = pages.find(built.name); it != pages.end()) BOOST_TEST(probe.pages == it->second);
    std::string flat;
    for (const char c : probe.text) {
      if (c != ' ' && c != '\n') flat += c;
    }
    const auto has = [&](std::string text) {
      std::erase(text, ' ');
      return flat.find(text) != std::string::npos;
    };
    if (built.report.cards.empty()) {
      for (const Row& row : built.report.table.body) {
        for (const Cell& cell : row.cells) BOOST_TEST(has(cell.text), cell.text);
      }
      BOOST_TEST(has("Chief judge: Петров П. П. (VK)"));
    } else {
      for (const Card& card : built.report.cards) {
        for (const CardLine& line : card.lines) BOOST_TEST(has(line.text), line.text);
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(names_are_escaped_in_the_html_of_cards_and_tables) {
  for (const Built& built : documents()) {
    const std::string html = write_html(built.report);
    BOOST_TEST_INFO(built.name);
    BOOST_TEST(html.find("<b>Deputy") == std::string::npos);
  }
  BOOST_TEST(write_html(documents()[5].report).find("&lt;b&gt;Deputy&lt;/b&gt;") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
