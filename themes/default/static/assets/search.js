/* The player index's search box, as progressive enhancement: the page is the whole list without this script.
   The form is shown, and typing keeps the names whose folded text (data-search: lower case, ä as ae, ß as ss,
   accents dropped, as the site folds names) holds every word typed; a letter with no name left is hidden. */
(function () {
  "use strict";

  function fold(text) {
    return text.toLowerCase()
      .replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss").replace(/ı/g, "i")
      .normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
      .replace(/,/g, ", ").split(/\s+/).filter(Boolean);
  }

  function filter(input, list, empty, letters) {
    var words = fold(input.value);
    var shown = 0;
    if (letters) { letters.hidden = words.length > 0; }
    Array.prototype.forEach.call(list.querySelectorAll("section"), function (section) {
      var left = 0;
      Array.prototype.forEach.call(section.querySelectorAll("li[data-search]"), function (item) {
        var text = item.getAttribute("data-search");
        var match = words.every(function (word) { return text.indexOf(word) !== -1; });
        item.hidden = !match;
        if (match) { left += 1; }
      });
      section.hidden = left === 0;
      shown += left;
    });
    empty.hidden = shown !== 0;
  }

  document.addEventListener("DOMContentLoaded", function () {
    var input = document.getElementById("player-search");
    if (!input) { return; }
    var list = document.getElementById(input.getAttribute("data-list"));
    var empty = document.getElementById(input.getAttribute("data-empty"));
    var letters = document.querySelector("nav.letters");
    input.form.hidden = false;
    input.form.addEventListener("submit", function (event) { event.preventDefault(); });
    input.addEventListener("input", function () { filter(input, list, empty, letters); });
  });
}());
