# A small JSON writer: named lists are objects, unnamed lists and vectors longer than one
# are arrays, NA/NaN/Inf are null, numbers keep 17 significant digits.
json <- function(x) {
  if (is.null(x)) return("null")
  if (is.list(x)) {
    items <- vapply(x, json, "")
    if (!is.null(names(x))) {
      return(paste0("{", paste0('"', names(x), '":', items, collapse = ","), "}"))
    }
    return(paste0("[", paste(items, collapse = ","), "]"))
  }
  one <- function(v) {
    if (is.character(v)) return(paste0('"', gsub('"', '\\\\"', v), '"'))
    if (is.logical(v)) return(if (is.na(v)) "null" else tolower(as.character(v)))
    if (!is.finite(v)) return("null")
    sprintf("%.17g", v)
  }
  if (length(x) == 1 && !inherits(x, "AsIs")) return(one(x))
  paste0("[", paste(vapply(as.list(x), one, ""), collapse = ","), "]")
}
write_json <- function(file, value) writeLines(json(value), file)

