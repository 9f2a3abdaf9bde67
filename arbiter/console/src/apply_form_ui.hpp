#pragma once

#include <wx/dialog.h>

#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <string>

class wxButton;
class wxFlexGridSizer;
class wxSizer;
class wxStaticText;
class wxTextCtrl;

namespace shashki::console {

/// A modal form whose OK hands what it holds to the app at once: when the app (or the form's
/// own reading of a field) refuses, the form stays open with the reason in red under the
/// fields, so the judge corrects it in place; Cancel or Escape closes it with nothing written.
/// Used between rounds only (registration, corrections, a draw by lot), never during play.
class ApplyForm : public wxDialog {
 public:
  ApplyForm(wxWindow* parent, const wxString& title);

  /// What OK does: apply(); closes the form with wxID_OK when it went through, otherwise
  /// shows why and returns false.
  bool press_ok();
  /// The refusal shown in the form; empty while there is none.
  [[nodiscard]] wxString error_text() const;

 protected:
  /// Reads the form and hands it to the app; throws to refuse (app::Error or any exception).
  virtual void apply() = 0;
  /// Lays out `body`, the error line and the OK (`ok_label`) and Cancel buttons; the last call
  /// of a subclass's constructor.
  void finish(wxSizer* body, const wxString& ok_label, const wxString& ok_tip);
  /// Adds a labelled row to a two-column grid; the tooltip goes on the control.
  void add_row(wxFlexGridSizer& grid, const wxString& label, wxWindow* control, const wxString& tip);
  /// Names the control a refusal about `field` (a message's field: "rating", "end") concerns:
  /// the form shows such a refusal after that control's label and puts the focus on it.
  void name_field(const std::string& field, wxWindow* control) { m_fields[field] = control; }
  /// What a text field holds, without leading and trailing blanks.
  [[nodiscard]] static std::string trimmed(const wxTextCtrl& text);
  /// The date a text field holds (YYYY-MM-DD), none when it is empty; refuses anything else,
  /// naming `field`.
  [[nodiscard]] static std::optional<std::chrono::year_month_day> date_in(const wxTextCtrl& text,
                                                                          const wxString& field);
  /// Refuses what the form holds (app::Error(input) with `message`): the form shows it.
  [[noreturn]] static void refuse(const wxString& message);
  /// The OK button (a form that can change nothing disables it).
  [[nodiscard]] wxButton& ok_button() { return *m_ok; }

 private:
  void clear_error();

  wxStaticText* m_error = nullptr;
  wxButton* m_ok = nullptr;
  std::map<const wxWindow*, wxString> m_labels;  // each row's label, by its control
  std::map<std::string, wxWindow*> m_fields;     // the control of a message's field
};

/// Shows `form` modally with `open` pointing at it meanwhile, so that a test reaches the form
/// from inside its loop; true when it closed through OK (the app took what it held).
bool run_form(ApplyForm& form, ApplyForm*& open);

/// A yes-or-no decision with its consequences spelt out: `action` runs on OK (a refusal keeps
/// the form open with the reason).
class ConfirmForm : public ApplyForm {
 public:
  ConfirmForm(wxWindow* parent, const wxString& title, const wxString& question, const wxString& ok_label,
              const wxString& ok_tip, std::function<void()> action);

 private:
  void apply() override { m_action(); }

  std::function<void()> m_action;
};

}  // namespace shashki::console
