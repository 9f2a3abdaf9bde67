#include "shashki/reports/pdf_writer.hpp"

#include "shashki/reports/qr_code.hpp"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <memory>
#include <numeric>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

namespace shashki::reports {

namespace {

// A4 in PostScript points (1/72 inch).
constexpr double a4_short = 595.2756;
constexpr double a4_long = 841.8898;
constexpr double margin = 34.0;  // 12 mm
constexpr double pad_x = 3.0;
constexpr double pad_y = 1.5;
constexpr double rule = 0.4;
constexpr double shade = 0.75;             // grey level of shaded cells (round-robin diagonal)
constexpr double header_shade = 0.9;       // grey level of header rows
constexpr double max_column_share = 0.45;  // no single column takes more of the page width
// A table up to this much wider than the page is set in a smaller font rather than cut: a
// second slice holding one column wastes paper and is harder to read.
constexpr double max_shrink = 1.25;
constexpr double min_font_size = 6.0;
// A QR code's side with its quiet zone: about 20 mm, which a phone reads from a hand's length.
constexpr double qr_side = 56.0;

struct SurfaceDeleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextDeleter {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};
struct LayoutDeleter {
  void operator()(PangoLayout* l) const { g_object_unref(l); }
};
struct FontDeleter {
  void operator()(PangoFontDescription* f) const { pango_font_description_free(f); }
};
using FontPtr = std::unique_ptr<PangoFontDescription, FontDeleter>;

FontPtr make_font(const std::string& family, double size, bool bold) {
  FontPtr font(pango_font_description_new());
  pango_font_description_set_family(font.get(), family.c_str());
  pango_font_description_set_absolute_size(font.get(), size * PANGO_SCALE);
  pango_font_description_set_weight(font.get(), bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  return font;
}

cairo_status_t write_to_stream(void* closure, const unsigned char* data, unsigned int length) {
  auto* out = static_cast<std::ostream*>(closure);
  out->write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(length));
  return *out ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

// One page of the plan: which column slice, which body rows, and what else it carries.
struct Page {
  std::size_t group = 0;
  std::size_t row_begin = 0;
  std::size_t row_end = 0;
  bool has_table = true;
  bool first = false;  // carries the full title block
  bool tail = false;   // carries legend, notes and signatures
};

class PdfRenderer {
 public:
  PdfRenderer(const Report& report, const PdfOptions& options, cairo_t* cr)
      : m_report(report),
        m_cr(cr),
        m_layout(pango_cairo_create_layout(cr)),
        m_family(options.font_family),
        m_font_size(options.font_size),
        m_body_size(options.font_size),
        m_body_font(make_font(options.font_family, options.font_size, false)),
        m_bold_font(make_font(options.font_family, options.font_size, true)),
        m_title_font(make_font(options.font_family, options.font_size * 1.6, true)),
        m_subtitle_font(make_font(options.font_family, options.font_size * 1.3, true)),
        m_info_font(make_font(options.font_family, options.font_size * 1.1, false)) {
    const bool landscape = report.orientation == Orientation::landscape;
    m_page_width = landscape ? a4_long : a4_short;
    m_page_height = landscape ? a4_short : a4_long;
    m_usable_width = m_page_width - 2 * margin;
    m_row_height = text_height(*m_body_font) + 2 * pad_y;
    m_has_qr = std::any_of(report.table.body.begin(), report.table.body.end(), [](const Row& row) {
      return std::any_of(row.cells.begin(), row.cells.end(), [](const Cell& c) { return !c.qr.empty(); });
    });
    m_body_height = body_row_height();
  }

  [[nodiscard]] double page_width() const { return m_page_width; }
  [[nodiscard]] double page_height() const { return m_page_height; }

  // Measures every column, slices the columns into page-wide groups and the rows into pages.
  PdfSummary plan() {
    measure_columns();
    const double total = std::accumulate(m_widths.begin(), m_widths.end(), 0.0);
    if (total > m_usable_width && total <= m_usable_width * max_shrink)
      set_body_font(std::max(min_font_size, m_font_size * m_usable_width / total * 0.98));
    narrow_text_columns();
    group_columns();
    paginate();
    // A table that fits on one page but for its legend and signatures is set a little smaller
    // rather than sending them alone to a second sheet.
    const double smallest = std::max(min_font_size, m_body_size / max_shrink);
    for (double size = m_body_size - 0.25; tail_alone_on_second_page() && size >= smallest; size -= 0.25) {
      set_body_font(size);
      group_columns();
      paginate();
    }
    return PdfSummary{static_cast<int>(m_pages.size()), static_cast<int>(m_groups.size())};
  }

  void render() {
    for (std::size_t i = 0; i < m_pages.size(); ++i) {
      render_page(m_pages[i], i + 1);
      cairo_show_page(m_cr);
    }
  }

 private:
  double text_width(const std::string& text, const PangoFontDescription& font) {
    pango_layout_set_font_description(m_layout.get(), &font);
    pango_layout_set_width(m_layout.get(), -1);
    pango_layout_set_text(m_layout.get(), text.data(), static_cast<int>(text.size()));
    int width = 0;
    int height = 0;
    pango_layout_get_size(m_layout.get(), &width, &height);
    return static_cast<double>(width) / PANGO_SCALE;
  }

  double text_height(const PangoFontDescription& font) {
    pango_layout_set_font_description(m_layout.get(), &font);
    pango_layout_set_width(m_layout.get(), -1);
    pango_layout_set_text(m_layout.get(), "ÁgЙ", -1);
    int width = 0;
    int height = 0;
    pango_layout_get_size(m_layout.get(), &width, &height);
    return static_cast<double>(height) / PANGO_SCALE;
  }

  // Widths from the widest text in each column. Body cells repeat a lot ("1", "½", "w"), so
  // widths are cached per text: the 1,000-player crosstable measures far fewer strings.
  void measure_columns() {
    const Table& table = m_report.table;
    const std::size_t n = table.columns.size();
    m_widths.assign(n, 0.0);
    std::unordered_map<std::string, double> cache;
    const auto body_width = [&](const std::string& text) {
      auto [it, inserted] = cache.try_emplace(text, 0.0);
      if (inserted) it->second = text_width(text, *m_body_font);
      return it->second;
    };
    for (std::size_t c = 0; c < n; ++c) m_widths[c] = text_width(table.columns[c].header, *m_bold_font);
    for (const Row& row : table.body) {
      std::size_t c = 0;
      for (const Cell& cell : row.cells) {
        if (c >= n) break;
        double w = cell.bold ? text_width(cell.text, *m_bold_font) : body_width(cell.text);
        if (!cell.qr.empty()) w = std::max(w, qr_side);
        if (cell.column_span <= 1) m_widths[c] = std::max(m_widths[c], w);
        c += std::max<std::size_t>(1, cell.column_span);
      }
    }
    const double cap = m_usable_width * max_column_share;
    for (double& w : m_widths) w = std::min(w + 2 * pad_x, cap);
    // A group header wider than the columns it spans widens the last of them.
    for (const Row& row : table.group_headers) {
      std::size_t c = 0;
      for (const Cell& cell : row.cells) {
        const std::size_t span = std::max<std::size_t>(1, cell.column_span);
        if (c + span > n) break;
        const double need = std::min(text_width(cell.text, *m_bold_font) + 2 * pad_x, cap);
        const double have = std::accumulate(m_widths.begin() + static_cast<std::ptrdiff_t>(c),
                                            m_widths.begin() + static_cast<std::ptrdiff_t>(c + span), 0.0);
        if (need > have) m_widths[c + span - 1] += need - have;
        c += span;
      }
    }
  }

  // A table still too wide takes the room from its long texts (names, clubs: the left-aligned
  // columns) when they can give it all up, each in proportion to what it has over a floor; its
  // cells are then cut with an ellipsis inside their columns. The wall pairing list stays one
  // sheet wide with long Russian names instead of being cut into slices of columns.
  void narrow_text_columns() {
    constexpr double floor_width = 80.0;  // about 16 characters at 8 pt
    const Table& table = m_report.table;
    const double total = std::accumulate(m_widths.begin(), m_widths.end(), 0.0);
    const double excess = total - m_usable_width;
    if (excess <= 0) return;
    double spare = 0;
    for (std::size_t c = 0; c < m_widths.size(); ++c) {
      if (table.columns[c].align == Align::left) spare += std::max(0.0, m_widths[c] - floor_width);
    }
    if (spare < excess) return;  // not enough: the table is cut between columns instead
    for (std::size_t c = 0; c < m_widths.size(); ++c) {
      if (table.columns[c].align != Align::left || m_widths[c] <= floor_width) continue;
      m_widths[c] -= (m_widths[c] - floor_width) * excess / spare;
    }
  }

  // Key columns (rank, number, name) go on every slice; the others fill slices in order, never
  // cutting through a column.
  void group_columns() {
    const Table& table = m_report.table;
    const double total = std::accumulate(m_widths.begin(), m_widths.end(), 0.0);
    m_groups.clear();
    std::vector<std::size_t> all(table.columns.size());
    std::iota(all.begin(), all.end(), std::size_t{0});
    if (total <= m_usable_width || table.columns.empty()) {
      m_groups.push_back(all);
      return;
    }
    std::vector<std::size_t> keys;
    double key_width = 0;
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
      if (table.columns[c].key) {
        keys.push_back(c);
        key_width += m_widths[c];
      }
    }
    std::vector<std::size_t> current;
    double width = key_width;
    const auto flush = [&] {
      std::vector<std::size_t> group = keys;
      group.insert(group.end(), current.begin(), current.end());
      std::sort(group.begin(), group.end());
      m_groups.push_back(std::move(group));
      current.clear();
      width = key_width;
    };
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
      if (table.columns[c].key) continue;
      if (!current.empty() && width + m_widths[c] > m_usable_width) flush();
      current.push_back(c);
      width += m_widths[c];
    }
    if (!current.empty() || m_groups.empty()) flush();
  }

  // Body rows are as tall as a QR code when the table holds one, so that every row of the wall
  // list has room for its board's code.
  [[nodiscard]] double body_row_height() const {
    return m_has_qr ? std::max(m_row_height, qr_side + 2 * pad_y) : m_row_height;
  }

  [[nodiscard]] double title_block_height() const {
    const double lines = static_cast<double>(m_report.event_lines().size());
    return m_row_height * 2.4 + lines * m_row_height * 1.2 + m_row_height * 2.2;
  }
  [[nodiscard]] double running_head_height() const { return m_row_height * 1.8; }
  [[nodiscard]] double header_rows_height() const {
    return static_cast<double>(m_report.table.group_headers.size() + 1) * m_row_height;
  }
  [[nodiscard]] double footer_height() const { return m_row_height * 1.5; }
  [[nodiscard]] double tail_height() const {
    const double lines = static_cast<double>(m_report.legend.size() + m_report.notes.size());
    const double signature_rows = static_cast<double>((m_report.signature_lines().size() + 1) / 2);
    return m_row_height * 1.5 + lines * m_row_height * 1.1 +
           (m_report.signatures ? m_row_height * (2 + 4 * signature_rows) : 0);
  }

  // Rows fill each page down to its footer; the header rows repeat on every page. The legend,
  // notes and signatures follow the last rows, or open the next page when they do not fit there:
  // a page is never cut short to carry rows over with them.
  void paginate() {
    m_pages.clear();
    const std::size_t rows = m_report.table.body.size();
    const double content = content_height();
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
      std::size_t begin = 0;
      do {
        Page page;
        page.group = g;
        page.first = m_pages.empty();
        const double top = page.first ? title_block_height() : running_head_height();
        const double room = content - top - header_rows_height();
        const auto fit = static_cast<std::size_t>(std::max(1.0, std::floor(room / m_body_height)));
        page.row_begin = begin;
        page.row_end = std::min(rows, begin + fit);
        begin = page.row_end;
        m_pages.push_back(page);
      } while (begin < rows);
    }
    Page& last = m_pages.back();
    const double used = (last.first ? title_block_height() : running_head_height()) + header_rows_height() +
                        static_cast<double>(last.row_end - last.row_begin) * m_body_height;
    if (used + tail_height() <= content) {
      last.tail = true;
      return;
    }
    Page extra = last;
    extra.first = false;
    extra.tail = true;
    extra.has_table = false;
    extra.row_begin = extra.row_end = last.row_end;
    m_pages.push_back(extra);
  }

  [[nodiscard]] double content_height() const { return m_page_height - 2 * margin - footer_height(); }

  // Two pages, the second holding only the legend and signatures of a one-page table.
  [[nodiscard]] bool tail_alone_on_second_page() const {
    return m_pages.size() == 2 && m_pages[0].first && m_pages[0].has_table && !m_pages[1].has_table;
  }

  void set_body_font(double size) {
    m_body_size = size;
    m_body_font = make_font(m_family, size, false);
    m_bold_font = make_font(m_family, size, true);
    m_row_height = text_height(*m_body_font) + 2 * pad_y;
    m_body_height = body_row_height();
    measure_columns();
  }

  void show_text(const std::string& text, const PangoFontDescription& font, double x, double y,
                 double width = -1, Align align = Align::left) {
    pango_layout_set_font_description(m_layout.get(), &font);
    if (width > 0) {
      pango_layout_set_width(m_layout.get(), static_cast<int>(width * PANGO_SCALE));
      pango_layout_set_ellipsize(m_layout.get(), PANGO_ELLIPSIZE_END);
    } else {
      pango_layout_set_width(m_layout.get(), -1);
      pango_layout_set_ellipsize(m_layout.get(), PANGO_ELLIPSIZE_NONE);
    }
    pango_layout_set_alignment(m_layout.get(), align == Align::right    ? PANGO_ALIGN_RIGHT
                                               : align == Align::centre ? PANGO_ALIGN_CENTER
                                                                        : PANGO_ALIGN_LEFT);
    pango_layout_set_text(m_layout.get(), text.data(), static_cast<int>(text.size()));
    cairo_move_to(m_cr, x, y);
    pango_cairo_show_layout(m_cr, m_layout.get());
  }

  void draw_cell(const Cell& cell, double x, double y, double width, double height, bool header) {
    if (cell.shaded || header) {
      const double grey = cell.shaded ? shade : header_shade;
      cairo_set_source_rgb(m_cr, grey, grey, grey);
      cairo_rectangle(m_cr, x, y, width, height);
      cairo_fill(m_cr);
    }
    cairo_set_source_rgb(m_cr, 0.2, 0.2, 0.2);
    cairo_set_line_width(m_cr, rule);
    cairo_rectangle(m_cr, x, y, width, height);
    cairo_stroke(m_cr);
    cairo_set_source_rgb(m_cr, 0, 0, 0);
    show_text(cell.text, (header || cell.bold) ? *m_bold_font : *m_body_font, x + pad_x, y + pad_y,
              width - 2 * pad_x, cell.align);
    if (!cell.qr.empty()) draw_qr(qr_encode(cell.qr), x + (width - qr_side) / 2, y + (height - qr_side) / 2);
  }

  // The dark modules as filled squares inside the light quiet zone: vector squares stay sharp
  // at any printer resolution.
  void draw_qr(const QrCode& code, double x, double y) {
    const double module = qr_side / (code.size + 2 * qr_quiet_zone);
    cairo_set_source_rgb(m_cr, 1, 1, 1);
    cairo_rectangle(m_cr, x, y, qr_side, qr_side);
    cairo_fill(m_cr);
    cairo_set_source_rgb(m_cr, 0, 0, 0);
    for (int row = 0; row < code.size; ++row) {
      for (int column = 0; column < code.size; ++column) {
        if (!code.dark(column, row)) continue;
        cairo_rectangle(m_cr, x + (column + qr_quiet_zone) * module, y + (row + qr_quiet_zone) * module,
                        module, module);
      }
    }
    cairo_fill(m_cr);
  }

  // Draws one row restricted to the page's columns; a spanning cell covers those of its columns
  // that are on this page.
  void draw_row(const Row& row, const std::vector<std::size_t>& columns, double y, double height,
                bool header) {
    std::vector<bool> on_page(m_widths.size(), false);
    double x = margin;
    std::vector<double> xs(m_widths.size(), 0.0);
    for (std::size_t c : columns) {
      on_page[c] = true;
      xs[c] = x;
      x += m_widths[c];
    }
    std::size_t c = 0;
    for (const Cell& cell : row.cells) {
      const std::size_t span = std::max<std::size_t>(1, cell.column_span);
      double left = -1;
      double width = 0;
      for (std::size_t k = c; k < c + span && k < m_widths.size(); ++k) {
        if (!on_page[k]) continue;
        if (left < 0) left = xs[k];
        width += m_widths[k];
      }
      if (left >= 0) draw_cell(cell, left, y, width, height, header);
      c += span;
    }
  }

  void render_page(const Page& page, std::size_t number) {
    double y = margin;
    const std::string& event = m_report.event.event;
    if (page.first) {
      if (!event.empty()) {
        show_text(event, *m_title_font, margin, y, m_usable_width);
        y += m_row_height * 2.4;
      }
      for (const auto& [label, value] : m_report.event_lines()) {
        show_text(label + ": " + value, *m_info_font, margin, y, m_usable_width);
        y += m_row_height * 1.2;
      }
      y += m_row_height * 0.4;
      show_text(m_report.title, *m_subtitle_font, margin, y, m_usable_width);
      y = margin + title_block_height();
    } else {
      show_text(event.empty() ? m_report.title : event + " — " + m_report.title, *m_body_font, margin, y,
                m_usable_width);
      y += running_head_height();
    }
    if (page.has_table) {
      const auto& columns = m_groups[page.group];
      for (const Row& row : m_report.table.group_headers) {
        draw_row(row, columns, y, m_row_height, true);
        y += m_row_height;
      }
      draw_row(m_report.table.column_header_row(), columns, y, m_row_height, true);
      y += m_row_height;
      for (std::size_t r = page.row_begin; r < page.row_end; ++r) {
        draw_row(m_report.table.body[r], columns, y, m_body_height, false);
        y += m_body_height;
      }
    }
    if (page.tail) render_tail(y + m_row_height * 1.5);
    const std::string footer = m_report.labels.page + " " + std::to_string(number) + " " +
                               m_report.labels.of + " " + std::to_string(m_pages.size());
    show_text(footer, *m_body_font, margin, m_page_height - margin - m_row_height, m_usable_width,
              Align::right);
  }

  void render_tail(double y) {
    for (const std::string& line : m_report.legend) {
      show_text(line, *m_body_font, margin, y, m_usable_width);
      y += m_row_height * 1.1;
    }
    for (const std::string& line : m_report.notes) {
      show_text(line, *m_body_font, margin, y, m_usable_width);
      y += m_row_height * 1.1;
    }
    if (!m_report.signatures) return;
    y += m_row_height * 3;
    const double line_width = std::min(200.0, (m_usable_width - 40) / 2);
    const auto signature = [&](double x, const std::string& role, const std::string& name) {
      cairo_set_source_rgb(m_cr, 0, 0, 0);
      cairo_set_line_width(m_cr, 0.6);
      cairo_move_to(m_cr, x, y);
      cairo_line_to(m_cr, x + line_width, y);
      cairo_stroke(m_cr);
      std::string who = role;
      if (!name.empty()) who += ": " + name;
      who += " (" + m_report.labels.signature + ")";
      show_text(who, *m_body_font, x, y + pad_y, line_width + 40);
    };
    // Two lines side by side, the rows of them below one another.
    const auto signers = m_report.signature_lines();
    for (std::size_t i = 0; i < signers.size(); ++i) {
      if (i > 0 && i % 2 == 0) y += m_row_height * 4;
      signature(margin + (i % 2 == 0 ? 0 : line_width + 40), signers[i].role, signers[i].name);
    }
  }

  const Report& m_report;
  cairo_t* m_cr;
  std::unique_ptr<PangoLayout, LayoutDeleter> m_layout;
  std::string m_family;
  double m_font_size;
  double m_body_size;  // of the body text: m_font_size, or less when the table is shrunk to fit
  FontPtr m_body_font;
  FontPtr m_bold_font;
  FontPtr m_title_font;
  FontPtr m_subtitle_font;
  FontPtr m_info_font;
  double m_page_width = a4_short;
  double m_page_height = a4_long;
  double m_usable_width = 0;
  double m_row_height = 0;
  bool m_has_qr = false;
  double m_body_height = 0;  // of body rows: m_row_height, or more for QR codes
  std::vector<double> m_widths;
  std::vector<std::vector<std::size_t>> m_groups;
  std::vector<Page> m_pages;
};

// Cards on sheets (certificates, place cards, badges): a grid of cells filling each page inside
// its margins, each card's lines centred in its cell and wrapped to its width, the signatures at
// the card's foot; cut marks in the margins and at the inner corners.
class CardRenderer {
 public:
  CardRenderer(const Report& report, const PdfOptions& options, cairo_t* cr, double width, double height)
      : m_report(report),
        m_cr(cr),
        m_layout(pango_cairo_create_layout(cr)),
        m_family(options.font_family),
        m_size(options.font_size * 1.25),
        m_width(width),
        m_height(height) {}

  int render() {
    const int columns = std::max(1, m_report.layout.columns);
    const int rows = std::max(1, m_report.layout.rows);
    const std::size_t per_page = static_cast<std::size_t>(columns * rows);
    const double cell_width = (m_width - 2 * margin) / columns;
    const double cell_height = (m_height - 2 * margin) / rows;
    int pages = 0;
    for (std::size_t first = 0; first < m_report.cards.size(); first += per_page) {
      for (std::size_t i = first; i < std::min(m_report.cards.size(), first + per_page); ++i) {
        const auto k = static_cast<int>(i - first);
        const double x = margin + (k % columns) * cell_width;
        const double y = margin + (k / columns) * cell_height;
        // A card never spills into its neighbour: a 200-character name wraps and is cut at the
        // card's edge.
        cairo_save(m_cr);
        cairo_rectangle(m_cr, x, y, cell_width, cell_height);
        cairo_clip(m_cr);
        draw_card(m_report.cards[i], x, y, cell_width, cell_height);
        cairo_restore(m_cr);
      }
      if (m_report.layout.cut_marks) draw_cut_marks(columns, rows, cell_width, cell_height);
      cairo_show_page(m_cr);
      ++pages;
    }
    return pages;
  }

 private:
  // Lays `text` out `width` wide and returns its height; draws it at (x, y) when `draw`.
  double text(const std::string& text, double size, bool bold, Align align, double x, double y, double width,
              bool draw) {
    FontPtr font = make_font(m_family, size, bold);
    pango_layout_set_font_description(m_layout.get(), font.get());
    pango_layout_set_width(m_layout.get(), static_cast<int>(width * PANGO_SCALE));
    pango_layout_set_wrap(m_layout.get(), PANGO_WRAP_WORD_CHAR);
    pango_layout_set_ellipsize(m_layout.get(), PANGO_ELLIPSIZE_NONE);
    pango_layout_set_alignment(m_layout.get(), align == Align::right    ? PANGO_ALIGN_RIGHT
                                               : align == Align::centre ? PANGO_ALIGN_CENTER
                                                                        : PANGO_ALIGN_LEFT);
    pango_layout_set_text(m_layout.get(), text.data(), static_cast<int>(text.size()));
    int w = 0;
    int h = 0;
    pango_layout_get_size(m_layout.get(), &w, &h);
    if (draw) {
      cairo_set_source_rgb(m_cr, 0, 0, 0);
      cairo_move_to(m_cr, x, y);
      pango_cairo_show_layout(m_cr, m_layout.get());
    }
    return static_cast<double>(h) / PANGO_SCALE;
  }

  void draw_card(const Card& card, double x, double y, double width, double height) {
    constexpr double pad = 14.0;
    const double inner = width - 2 * pad;
    const double gap = m_size * 0.35;
    double total = 0;
    for (const CardLine& line : card.lines)
      total += text(line.text, m_size * line.scale, line.bold, line.align, 0, 0, inner, false) + gap;
    const auto signers = m_report.signature_lines();
    const double signature_height = card.signatures ? static_cast<double>(signers.size()) * m_size * 3.2 : 0;
    // The lines stand in the middle of what the signatures leave, or at the top when they fill it.
    double top = y + pad + std::max(0.0, (height - 2 * pad - signature_height - total) / 2);
    for (const CardLine& line : card.lines) {
      top += text(line.text, m_size * line.scale, line.bold, line.align, x + pad, top, inner, true) + gap;
    }
    if (!card.signatures) return;
    double line_y = y + height - pad - signature_height + m_size * 2;
    for (const Signer& signer : signers) {
      cairo_set_source_rgb(m_cr, 0, 0, 0);
      cairo_set_line_width(m_cr, 0.6);
      cairo_move_to(m_cr, x + pad, line_y);
      cairo_line_to(m_cr, x + pad + inner * 0.45, line_y);
      cairo_stroke(m_cr);
      std::string who = signer.role;
      if (!signer.name.empty()) who += ": " + signer.name;
      who += " (" + m_report.labels.signature + ")";
      text(who, m_size * 0.8, false, Align::left, x + pad, line_y + 2, inner, true);
      line_y += m_size * 3.2;
    }
  }

  void draw_cut_marks(int columns, int rows, double cell_width, double cell_height) {
    constexpr double mark = 9.0;  // about 3 mm
    cairo_set_source_rgb(m_cr, 0, 0, 0);
    cairo_set_line_width(m_cr, 0.3);
    const auto segment = [&](double x0, double y0, double x1, double y1) {
      cairo_move_to(m_cr, x0, y0);
      cairo_line_to(m_cr, x1, y1);
    };
    for (int c = 0; c <= columns; ++c) {
      const double x = margin + c * cell_width;
      segment(x, margin - 3 - mark, x, margin - 3);
      segment(x, m_height - margin + 3, x, m_height - margin + 3 + mark);
    }
    for (int r = 0; r <= rows; ++r) {
      const double y = margin + r * cell_height;
      segment(margin - 3 - mark, y, margin - 3, y);
      segment(m_width - margin + 3, y, m_width - margin + 3 + mark, y);
    }
    for (int c = 1; c < columns; ++c) {
      for (int r = 1; r < rows; ++r) {
        const double x = margin + c * cell_width;
        const double y = margin + r * cell_height;
        segment(x - mark / 2, y, x + mark / 2, y);
        segment(x, y - mark / 2, x, y + mark / 2);
      }
    }
    // A sheet of one row or one column is cut along its inner lines from the marks at its edges.
    cairo_stroke(m_cr);
  }

  const Report& m_report;
  cairo_t* m_cr;
  std::unique_ptr<PangoLayout, LayoutDeleter> m_layout;
  std::string m_family;
  double m_size;
  double m_width;
  double m_height;
};

void check(cairo_status_t status, std::string_view what) {
  if (status != CAIRO_STATUS_SUCCESS) {
    throw std::runtime_error(std::string(what) + ": " + cairo_status_to_string(status));
  }
}

}  // namespace

PdfSummary write_pdf(const Report& report, std::ostream& out, const PdfOptions& options) {
  const bool landscape = report.orientation == Orientation::landscape;
  std::unique_ptr<cairo_surface_t, SurfaceDeleter> surface(cairo_pdf_surface_create_for_stream(
      write_to_stream, &out, landscape ? a4_long : a4_short, landscape ? a4_short : a4_long));
  check(cairo_surface_status(surface.get()), "cannot create the PDF surface");
  const std::string title =
      report.event.event.empty() ? report.title : report.event.event + " - " + report.title;
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, title.c_str());
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "Shashki Arbiter");
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATE_DATE,
                                 options.creation_date.c_str());
  PdfSummary summary;
  {
    std::unique_ptr<cairo_t, ContextDeleter> cr(cairo_create(surface.get()));
    if (!report.cards.empty()) {
      CardRenderer cards(report, options, cr.get(), landscape ? a4_long : a4_short,
                         landscape ? a4_short : a4_long);
      summary = PdfSummary{cards.render(), 1};
    } else {
      PdfRenderer renderer(report, options, cr.get());
      summary = renderer.plan();
      renderer.render();
    }
    check(cairo_status(cr.get()), "cannot draw the PDF");
  }
  cairo_surface_finish(surface.get());
  check(cairo_surface_status(surface.get()), "cannot write the PDF");
  out.flush();
  if (!out) throw std::runtime_error("cannot write the PDF: the output stream failed");
  return summary;
}

PdfSummary write_pdf(const Report& report, const std::filesystem::path& file, const PdfOptions& options) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  if (!out) throw std::runtime_error("cannot open " + file.string() + " for writing");
  try {
    return write_pdf(report, out, options);
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(file.string() + ": " + e.what());
  }
}

}  // namespace shashki::reports
