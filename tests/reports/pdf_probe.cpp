#include "pdf_probe.hpp"

#include "shashki/test/support.hpp"

#include <sstream>
#include <stdexcept>

namespace shashki::reports::samples {

namespace {

std::string quoted(const std::filesystem::path& path) {
  return "'" + path.string() + "'";
}

std::string must_run(const std::string& command) {
  const auto result = shashki::test::run(command);
  if (result.exit_code != 0) throw std::runtime_error(command + " failed: " + result.err);
  return result.out;
}

}  // namespace

PdfProbe probe_pdf(const std::filesystem::path& file) {
  PdfProbe probe;
  std::istringstream info(must_run("pdfinfo " + quoted(file)));
  std::string line;
  while (std::getline(info, line)) {
    if (line.starts_with("Pages:")) probe.pages = std::stoi(line.substr(6));
    if (line.starts_with("Page size:")) {
      // "Page size:      595.276 x 841.89 pts (A4)"
      std::istringstream size(line.substr(10));
      std::string x;
      size >> probe.width >> x >> probe.height;
    }
  }
  probe.text = must_run("pdftotext -enc UTF-8 " + quoted(file) + " -");
  return probe;
}

std::string page_text(const std::filesystem::path& file, int page) {
  const std::string n = std::to_string(page);
  return must_run("pdftotext -enc UTF-8 -layout -f " + n + " -l " + n + " " + quoted(file) + " -");
}

std::filesystem::path first_page_png(const std::filesystem::path& file) {
  auto stem = file;
  stem.replace_extension();
  must_run("pdftoppm -png -r 60 -f 1 -l 1 -singlefile " + quoted(file) + " " + quoted(stem));
  return stem.string() + ".png";
}

}  // namespace shashki::reports::samples
